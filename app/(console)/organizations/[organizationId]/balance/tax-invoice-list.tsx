"use client";
import { useFormatter, useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { LoadMore } from "@/components/ui/load-more";
import { QueryState } from "@/components/ui/query-state";
import { Table, TableEmpty, Td, Th } from "@/components/ui/table";
import { useTaxInvoices } from "@/lib/billing/hooks/use-tax-invoices";
import type { TaxInvoice } from "@/lib/billing/tax-invoice-schemas";

const TONES = { TAX_INVOICE_STATUS_REQUESTED: "yellow", TAX_INVOICE_STATUS_ISSUED: "green", TAX_INVOICE_STATUS_REJECTED: "red" } as const;

function TaxInvoiceStatus({ status }: { status: TaxInvoice["status"] }) {
  const t = useTranslations("billing.taxInvoices.status");
  return <Badge tone={TONES[status]}>{t(status)}</Badge>;
}

/** The organization's tax invoices: what each covers, its state and, once issued, its approval number. */
export function TaxInvoiceList({ organizationId }: { organizationId: string }) {
  const t = useTranslations("billing.taxInvoices");
  const format = useFormatter();
  const query = useTaxInvoices(organizationId);
  const invoices = query.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <QueryState isPending={query.isPending} error={query.error} onRetry={() => query.refetch()}>
      {invoices.length === 0 ? (
        <TableEmpty>{t("empty")}</TableEmpty>
      ) : (
        <Table caption={t("caption")}>
          <thead>
            <tr>
              <Th>{t("writtenOn")}</Th>
              <Th className="text-right">{t("total")}</Th>
              <Th>{t("state")}</Th>
              <Th>{t("approvalNumber")}</Th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {invoices.map((invoice) => (
              <tr key={invoice._id}>
                <Td label={t("writtenOn")}>{invoice.month ?? invoice.writtenOn}</Td>
                <Td label={t("total")} className="sm:text-right tabular-nums">
                  {format.number(invoice.totalAmount, "krw")}
                </Td>
                <Td label={t("state")}>
                  <TaxInvoiceStatus status={invoice.status} />
                  {invoice.reason && <p className="mt-1 text-xs text-slate-600">{invoice.reason}</p>}
                </Td>
                <Td label={t("approvalNumber")} className="font-mono">
                  {invoice.approvalNumber ?? "—"}
                </Td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <LoadMore query={query} label={t("more")} size="sm" />
    </QueryState>
  );
}
