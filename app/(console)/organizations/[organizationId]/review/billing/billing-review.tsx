"use client";
import { useState } from "react";
import { useFormatter, useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Card } from "@/components/ui/card";
import { LoadMore } from "@/components/ui/load-more";
import { PageHeader } from "@/components/ui/page-header";
import { QueryState } from "@/components/ui/query-state";
import { Spinner } from "@/components/ui/spinner";
import { Table, TableEmpty, Td, Th } from "@/components/ui/table";
import { apiPath } from "@/lib/api/paths";
import { useDecideRefund, useRefundQueue } from "@/lib/billing/hooks/use-refunds";
import { useDecideTaxInvoice, useTaxInvoiceQueue } from "@/lib/billing/hooks/use-tax-invoices";
import { useMe } from "@/lib/members/hooks/use-me";
import { DecisionControls } from "./decision-row";

/** Reviewers' billing work: tax invoices to issue (exported for the bulk upload) and refunds to approve. */
export function BillingReview({ organizationId }: { organizationId: string }) {
  const t = useTranslations("billing.review");
  const tc = useTranslations("common");
  const format = useFormatter();
  const me = useMe(organizationId);
  const reviewer = !!me.data?.reviewer;
  const invoices = useTaxInvoiceQueue(reviewer);
  const refunds = useRefundQueue(reviewer);
  const decideInvoice = useDecideTaxInvoice();
  const decideRefund = useDecideRefund();
  const [notice, setNotice] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const run = async (work: Promise<unknown>, done: string) => {
    setNotice(null);
    try {
      await work;
      setNotice({ tone: "success", text: done });
    } catch (e) {
      setNotice({ tone: "error", text: (e as Error).message });
    }
  };
  const won = (n: number) => format.number(n, "krw");
  if (me.isPending) return <Spinner label={tc("loading")} />;
  if (!reviewer) return <Alert tone="info">{t("reviewersOnly")}</Alert>;
  const waitingInvoices = invoices.data?.pages.flatMap((p) => p.items) ?? [];
  const waitingRefunds = refunds.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <>
      <PageHeader title={t("title")} description={t("subtitle")} />
      {notice && (
        <Alert tone={notice.tone} className="mb-4">
          {notice.text}
        </Alert>
      )}
      <div className="space-y-6">
        <Card
          title={t("invoicesTitle")}
          description={t("invoicesDescription")}
          actions={
            <a
              href={apiPath.taxInvoiceExport()}
              download
              className="inline-flex shrink-0 items-center rounded-md bg-indigo-600 px-3 py-1.5 text-sm font-medium text-white hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
            >
              {t("export")}
            </a>
          }
        >
          <QueryState isPending={invoices.isPending} error={invoices.error} onRetry={() => invoices.refetch()}>
            {waitingInvoices.length === 0 ? (
              <TableEmpty>{t("noInvoices")}</TableEmpty>
            ) : (
              <Table caption={t("invoicesTitle")}>
                <thead>
                  <tr>
                    <Th>{t("organization")}</Th>
                    <Th>{t("buyer")}</Th>
                    <Th className="text-right">{t("amounts")}</Th>
                    <Th>{t("decision")}</Th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {waitingInvoices.map((invoice) => (
                    <tr key={invoice._id}>
                      <Td label={t("organization")}>
                        <span className="font-medium">{invoice.organizationName}</span>
                        <span className="block text-xs text-slate-500">
                          {invoice.writtenOn}
                          {invoice.exportedAt ? ` · ${t("exported")}` : ""}
                        </span>
                      </Td>
                      <Td label={t("buyer")}>
                        {invoice.buyer.name}
                        <span className="block font-mono text-xs text-slate-500">{invoice.buyer.registrationNumber}</span>
                      </Td>
                      <Td label={t("amounts")} className="sm:text-right tabular-nums">
                        {won(invoice.supplyAmount)} + {won(invoice.vatAmount)}
                        <span className="block font-medium">{won(invoice.totalAmount)}</span>
                      </Td>
                      <Td label={t("decision")}>
                        <DecisionControls
                          label={t("approvalNumberLabel", { organization: invoice.organizationName })}
                          placeholder={t("approvalNumberPlaceholder")}
                          acceptLabel={t("recordIssued")}
                          needsTextToAccept
                          pending={decideInvoice.isPending}
                          onAccept={(approvalNumber) =>
                            run(
                              decideInvoice.mutateAsync({
                                organizationId: invoice.organizationId,
                                taxInvoiceId: invoice._id,
                                decision: "issue",
                                approvalNumber,
                              }),
                              t("issued"),
                            )
                          }
                          onReject={(reason) =>
                            run(
                              decideInvoice.mutateAsync({
                                organizationId: invoice.organizationId,
                                taxInvoiceId: invoice._id,
                                decision: "reject",
                                reason,
                              }),
                              t("rejected"),
                            )
                          }
                        />
                      </Td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            )}
            <LoadMore query={invoices} label={t("more")} size="sm" />
          </QueryState>
        </Card>
        <Card title={t("refundsTitle")} description={t("refundsDescription")}>
          <QueryState isPending={refunds.isPending} error={refunds.error} onRetry={() => refunds.refetch()}>
            {waitingRefunds.length === 0 ? (
              <TableEmpty>{t("noRefunds")}</TableEmpty>
            ) : (
              <Table caption={t("refundsTitle")}>
                <thead>
                  <tr>
                    <Th>{t("organization")}</Th>
                    <Th className="text-right">{t("amount")}</Th>
                    <Th>{t("account")}</Th>
                    <Th>{t("decision")}</Th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {waitingRefunds.map((refund) => (
                    <tr key={refund._id}>
                      <Td label={t("organization")}>
                        <span className="font-medium">{refund.organizationName}</span>
                        <span className="block text-xs text-slate-500">{format.dateTime(new Date(refund.createdAt), "short")}</span>
                      </Td>
                      <Td label={t("amount")} className="sm:text-right font-medium tabular-nums">
                        {won(refund.amount)}
                      </Td>
                      <Td label={t("account")}>
                        {refund.account.accountOwnerName}
                        <span className="block text-xs text-slate-500">
                          {refund.account.accountBankName} {refund.account.accountNumber}
                        </span>
                      </Td>
                      <Td label={t("decision")}>
                        <DecisionControls
                          label={t("reasonLabel", { organization: refund.organizationName })}
                          placeholder={t("reasonPlaceholder")}
                          acceptLabel={t("approve")}
                          needsTextToAccept={false}
                          pending={decideRefund.isPending}
                          onAccept={() =>
                            run(
                              decideRefund.mutateAsync({
                                organizationId: refund.organizationId,
                                refundId: refund._id,
                                decision: "approve",
                              }),
                              t("approved"),
                            )
                          }
                          onReject={(reason) =>
                            run(
                              decideRefund.mutateAsync({
                                organizationId: refund.organizationId,
                                refundId: refund._id,
                                decision: "reject",
                                reason,
                              }),
                              t("refundRejected"),
                            )
                          }
                        />
                      </Td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            )}
            <LoadMore query={refunds} label={t("more")} size="sm" />
          </QueryState>
        </Card>
      </div>
    </>
  );
}
