"use client";
import { useState } from "react";
import { useFormatter, useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Form } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { LoadMore } from "@/components/ui/load-more";
import { QueryState } from "@/components/ui/query-state";
import { Table, TableEmpty, Td, Th } from "@/components/ui/table";
import { useRefundable, useRefunds, useRequestRefund } from "@/lib/billing/hooks/use-refunds";
import type { Refund } from "@/lib/billing/refund-schemas";

const TONES = { REFUND_STATUS_REQUESTED: "yellow", REFUND_STATUS_APPROVED: "green", REFUND_STATUS_REJECTED: "red" } as const;

function RefundStatus({ status }: { status: Refund["status"] }) {
  const t = useTranslations("billing.refunds.status");
  return <Badge tone={TONES[status]}>{t(status)}</Badge>;
}

/** Unused balance back to the settlement account: what can be refunded, the Owner's request, and every request's state. */
export function RefundPanel({ organizationId, canRequest }: { organizationId: string; canRequest: boolean }) {
  const t = useTranslations("billing.refunds");
  const format = useFormatter();
  const available = useRefundable(organizationId);
  const list = useRefunds(organizationId);
  const request = useRequestRefund(organizationId);
  const [amount, setAmount] = useState("");
  const [status, setStatus] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const refunds = list.data?.pages.flatMap((page) => page.items) ?? [];
  const won = (n: number) => format.number(n, "krw");

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setStatus(null);
    try {
      await request.mutateAsync({ amount: Number(amount) });
      setAmount("");
      setStatus({ tone: "success", text: t("requested") });
    } catch (e) {
      setStatus({ tone: "error", text: (e as Error).message });
    }
  };

  return (
    <div className="space-y-4">
      <QueryState isPending={available.isPending} error={available.error} onRetry={() => available.refetch()}>
        {available.data && (
          <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
            {(["balance", "reserved", "openRequest", "refundable"] as const).map((key) => (
              <div key={key} className="rounded-md bg-slate-50 px-3 py-2">
                <dt className="text-slate-500">{t(`available.${key}`)}</dt>
                <dd className={key === "refundable" ? "font-semibold text-slate-900 tabular-nums" : "tabular-nums"}>
                  {won(available.data[key])}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </QueryState>
      <p className="text-sm text-slate-600">{t("rule")}</p>
      {status && <Alert tone={status.tone}>{status.text}</Alert>}
      {canRequest ? (
        <Form onSubmit={submit} className="flex flex-wrap items-end gap-3">
          <div className="w-full sm:w-64">
            <Field label={t("requestAmount")} hint={t("amountHint", { max: won(available.data?.refundable ?? 0) })}>
              <Input inputMode="numeric" value={amount} onChange={(e) => setAmount(e.target.value.replace(/[^\d]/g, ""))} />
            </Field>
          </div>
          <Button type="submit" disabled={!amount || request.isPending}>
            {request.isPending ? t("requesting") : t("request")}
          </Button>
        </Form>
      ) : (
        <Alert tone="info">{t("ownerOnly")}</Alert>
      )}
      <QueryState isPending={list.isPending} error={list.error} onRetry={() => list.refetch()}>
        {refunds.length === 0 ? (
          <TableEmpty>{t("empty")}</TableEmpty>
        ) : (
          <Table caption={t("caption")}>
            <thead>
              <tr>
                <Th>{t("requestedAt")}</Th>
                <Th className="text-right">{t("amount")}</Th>
                <Th>{t("account")}</Th>
                <Th>{t("state")}</Th>
                <Th>{t("paidAt")}</Th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {refunds.map((refund) => (
                <tr key={refund._id}>
                  <Td label={t("requestedAt")}>{format.dateTime(new Date(refund.createdAt), "short")}</Td>
                  <Td label={t("amount")} className="sm:text-right tabular-nums">
                    {won(refund.amount)}
                  </Td>
                  <Td label={t("account")}>
                    {refund.account.accountBankName} {refund.account.accountNumber}
                  </Td>
                  <Td label={t("state")}>
                    <RefundStatus status={refund.status} />
                    {refund.reason && <p className="mt-1 text-xs text-slate-600">{refund.reason}</p>}
                  </Td>
                  <Td label={t("paidAt")}>{refund.paidAt ? format.dateTime(new Date(refund.paidAt), "short") : "—"}</Td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
        <LoadMore query={list} label={t("more")} size="sm" />
      </QueryState>
    </div>
  );
}
