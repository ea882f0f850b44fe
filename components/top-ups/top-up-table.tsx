"use client";
import { useState, type ReactNode } from "react";
import Link from "next/link";
import { useFormatter, useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { DecisionSummary } from "@/components/ui/decision-summary";
import { LoadMore } from "@/components/ui/load-more";
import { QueryState } from "@/components/ui/query-state";
import { Table, Td, Th } from "@/components/ui/table";
import { useDecideTopUp, type useTopUpQueue, type useTopUps } from "@/lib/top-ups/hooks/use-top-ups";
import type { TopUp, TopUpStatus } from "@/lib/top-ups/schemas";

const TONES: Record<TopUpStatus, BadgeTone> = {
  TOP_UP_STATUS_REQUESTED: "yellow",
  TOP_UP_STATUS_CONFIRMED: "green",
  TOP_UP_STATUS_CANCELLED: "gray",
};

type Row = TopUp & { organizationName?: string };
type Decision = { topUp: Row; choice: "confirm" | "cancel" };

type Props = {
  /** One organization's requests (with their status), or the reviewers' queue across organizations (open ones only). */
  query: ReturnType<typeof useTopUps> | ReturnType<typeof useTopUpQueue>;
  mode: "organization" | "review";
  caption: string;
  empty: string;
  canConfirm: boolean;
  canCancel: boolean;
};

/** Top-up requests in a table; open ones get confirm (reviewers) and cancel buttons. */
export function TopUpTable({ query, mode, caption, empty, canConfirm, canCancel }: Props) {
  const t = useTranslations("balance.topUp");
  const format = useFormatter();
  const decide = useDecideTopUp();
  const review = mode === "review";
  const items: Row[] = query.data?.pages.flatMap((page) => page.items) ?? [];
  // Money moves (or a request ends) only after the dialog that says what will happen.
  const [asking, setAsking] = useState<Decision | null>(null);
  const decideAsked = () => {
    if (!asking) return;
    const { topUp, choice } = asking;
    decide.mutate({ organizationId: topUp.organizationId, topUpId: topUp._id, decision: choice }, { onSettled: () => setAsking(null) });
  };
  return (
    <QueryState isPending={query.isPending} error={query.error} onRetry={() => query.refetch()}>
      {decide.isError && <Alert tone="error">{decide.error.message}</Alert>}
      {items.length === 0 ? (
        <p className="text-sm text-slate-500">{empty}</p>
      ) : (
        <Table caption={caption}>
          <thead>
            <tr>
              {review && <Th>{t("review.organization")}</Th>}
              <Th>{t("columns.requested")}</Th>
              <Th className="text-right">{t("columns.amount")}</Th>
              <Th>{t("columns.reference")}</Th>
              {!review && <Th>{t("columns.status")}</Th>}
              <Th>
                <span className="sr-only">{t("columns.actions")}</span>
              </Th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {items.map((topUp) => {
              const open = topUp.status === "TOP_UP_STATUS_REQUESTED";
              const busy = decide.isPending && decide.variables?.topUpId === topUp._id;
              const decision = (choice: "confirm" | "cancel") => setAsking({ topUp, choice });
              return (
                <tr key={topUp._id} data-testid={review ? "top-up-review-row" : "top-up-row"}>
                  {review && (
                    <Td>
                      <Link href={`/organizations/${topUp.organizationId}/balance`} className="font-medium text-indigo-700 hover:underline">
                        {topUp.organizationName}
                      </Link>
                    </Td>
                  )}
                  <Td label={review ? t("columns.requested") : undefined}>{format.dateTime(new Date(topUp.createdAt), "short")}</Td>
                  <Td label={t("columns.amount")} className="text-right tabular-nums">
                    {format.number(topUp.amount, "krw")}
                  </Td>
                  {/* the code alone in monospace: the phone card's column label stays in the text face */}
                  <Td label={t("columns.reference")}>
                    <span className="font-mono">{topUp.referenceCode}</span>
                  </Td>
                  {!review && (
                    <Td label={t("columns.status")}>
                      <Badge tone={TONES[topUp.status]}>{t(`status.${topUp.status}`)}</Badge>
                    </Td>
                  )}
                  <Td className="text-right">
                    {open && (
                      <div className="flex justify-end gap-2">
                        {canConfirm && (
                          <Button size="sm" disabled={busy} onClick={() => decision("confirm")}>
                            {t("confirm")}
                          </Button>
                        )}
                        {canCancel && (
                          <Button size="sm" variant="secondary" disabled={busy} onClick={() => decision("cancel")}>
                            {t("cancel")}
                          </Button>
                        )}
                      </div>
                    )}
                  </Td>
                </tr>
              );
            })}
          </tbody>
        </Table>
      )}
      <LoadMore query={query} label={t("more")} />
      {asking && (
        <DecisionDialog
          asking={asking}
          reviewer={review || canConfirm}
          pending={decide.isPending}
          onClose={() => setAsking(null)}
          onConfirm={decideAsked}
        />
      )}
    </QueryState>
  );
}

/** What confirming or cancelling this request does, in numbers, before it is done. */
function DecisionDialog({
  asking: { topUp, choice },
  reviewer,
  pending,
  onClose,
  onConfirm,
}: {
  asking: Decision;
  /** A platform reviewer (whose cancel the advertiser is told of), not the advertiser cancelling their own. */
  reviewer: boolean;
  pending: boolean;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const t = useTranslations("balance.topUp");
  const format = useFormatter();
  const amount = format.number(topUp.amount, "krw");
  const organization = topUp.organizationName ?? t("decide.thisOrganization");
  const values = { amount, organization, code: topUp.referenceCode };
  const confirming = choice === "confirm";
  const rows: [string, ReactNode][] = [
    ...(topUp.organizationName ? ([[t("decide.organization"), topUp.organizationName]] as [string, ReactNode][]) : []),
    [
      t("columns.amount"),
      <span key="amount" className="tabular-nums">
        {amount}
      </span>,
    ],
    [
      t("columns.reference"),
      <span key="reference" className="font-mono">
        {topUp.referenceCode}
      </span>,
    ],
  ];
  return (
    <ConfirmDialog
      open
      onClose={onClose}
      onConfirm={onConfirm}
      pending={pending}
      danger={!confirming}
      title={confirming ? t("decide.confirmTitle", values) : t("decide.cancelTitle")}
      confirmLabel={confirming ? t("decide.confirmAction", values) : t("decide.cancelAction")}
      cancelLabel={confirming ? undefined : t("decide.keep")}
      description={
        <DecisionSummary rows={rows}>
          {confirming ? (
            <>
              <p>{t("decide.confirmWhat", values)}</p>
              <p className="font-medium text-slate-900">{t("decide.confirmCheck", values)}</p>
              {topUp.bankTransfer.demo && <Alert tone="warning">{t("decide.confirmDemo")}</Alert>}
            </>
          ) : (
            <p>{reviewer ? t("decide.cancelWhatReview", values) : t("decide.cancelWhat", values)}</p>
          )}
        </DecisionSummary>
      }
    />
  );
}
