"use client";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { LoadMore } from "@/components/ui/load-more";
import { QueryState } from "@/components/ui/query-state";
import { Table, TableEmpty, Td, Th } from "@/components/ui/table";
import { apiPath } from "@/lib/api/paths";
import { Button } from "@/components/ui/button";
import { useReceipts } from "@/lib/billing/hooks/use-receipts";
import { useRequestTaxInvoice, useTaxInvoices } from "@/lib/billing/hooks/use-tax-invoices";

const LINK = "font-medium text-indigo-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600";

/** One receipt per confirmed top-up, each downloadable as a PDF in Korean or English. */
export function ReceiptList({
  organizationId,
  taxInvoiceBlocked,
  onTaxInvoice,
}: {
  organizationId: string;
  /** why no tax invoice can be asked for (no business details, or the role), or null */
  taxInvoiceBlocked: string | null;
  onTaxInvoice: (result: { tone: "success" | "error"; text: string }) => void;
}) {
  const t = useTranslations("billing.receipts");
  const format = useFormatter();
  const locale = useLocale();
  const query = useReceipts(organizationId);
  const invoices = useTaxInvoices(organizationId);
  const requestInvoice = useRequestTaxInvoice(organizationId);
  // a top-up's invoice that stands (waiting or issued): no second one
  const invoiced = new Set(
    (invoices.data?.pages.flatMap((page) => page.items) ?? [])
      .filter((i) => i.status !== "TAX_INVOICE_STATUS_REJECTED")
      .map((i) => i.topUpId),
  );
  const ask = async (topUpId: string) => {
    try {
      await requestInvoice.mutateAsync({ topUpId });
      onTaxInvoice({ tone: "success", text: t("taxInvoiceRequested") });
    } catch (e) {
      onTaxInvoice({ tone: "error", text: (e as Error).message });
    }
  };
  const receipts = query.data?.pages.flatMap((page) => page.items) ?? [];
  const pdf = (receiptId: string, language: string) => `${apiPath.organization(organizationId).receiptPdf(receiptId)}?locale=${language}`;
  // the reader's language first
  const languages = locale === "ko" ? ["ko", "en"] : ["en", "ko"];
  return (
    <QueryState isPending={query.isPending} error={query.error} onRetry={() => query.refetch()}>
      {receipts.length === 0 ? (
        <TableEmpty>{t("empty")}</TableEmpty>
      ) : (
        <Table caption={t("caption")}>
          <thead>
            <tr>
              <Th>{t("number")}</Th>
              <Th>{t("issuedAt")}</Th>
              <Th className="text-right">{t("supply")}</Th>
              <Th className="text-right">{t("vat")}</Th>
              <Th className="text-right">{t("total")}</Th>
              <Th>{t("download")}</Th>
              <Th>{t("taxInvoice")}</Th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {receipts.map((receipt) => (
              <tr key={receipt._id}>
                <Td label={t("number")} className="font-mono">
                  {receipt.receiptNumber}
                </Td>
                <Td label={t("issuedAt")}>{format.dateTime(new Date(receipt.issuedAt), "date")}</Td>
                <Td label={t("supply")} className="sm:text-right tabular-nums">
                  {format.number(receipt.supplyAmount, "krw")}
                </Td>
                <Td label={t("vat")} className="sm:text-right tabular-nums">
                  {format.number(receipt.vatAmount, "krw")}
                </Td>
                <Td label={t("total")} className="sm:text-right font-medium tabular-nums">
                  {format.number(receipt.totalAmount, "krw")}
                </Td>
                <Td label={t("download")}>
                  <span className="flex gap-3">
                    {languages.map((language) => (
                      <a
                        key={language}
                        href={pdf(receipt._id, language)}
                        download
                        className={LINK}
                        aria-label={t("downloadLabel", { number: receipt.receiptNumber, language: t(`languages.${language}`) })}
                      >
                        {t(`pdf.${language}`)}
                      </a>
                    ))}
                  </span>
                </Td>
                <Td label={t("taxInvoice")}>
                  {invoiced.has(receipt.topUpId) ? (
                    <span className="text-sm text-slate-600">{t("taxInvoiceAsked")}</span>
                  ) : (
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => ask(receipt.topUpId)}
                      disabled={requestInvoice.isPending || !!taxInvoiceBlocked}
                      disabledReason={taxInvoiceBlocked ?? undefined}
                    >
                      {t("askTaxInvoice")}
                    </Button>
                  )}
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
