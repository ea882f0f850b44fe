"use client";
import { useFormatter, useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { LoadMore } from "@/components/ui/load-more";
import { QueryState } from "@/components/ui/query-state";
import { Table, Td, Th } from "@/components/ui/table";
import { useDecideTopUp, useTopUps } from "@/lib/top-ups/hooks/use-top-ups";
import type { TopUpStatus } from "@/lib/top-ups/schemas";

const TONES: Record<TopUpStatus, BadgeTone> = {
  TOP_UP_STATUS_REQUESTED: "yellow",
  TOP_UP_STATUS_CONFIRMED: "green",
  TOP_UP_STATUS_CANCELLED: "gray",
};

/** The organization's requests and their state; reviewers confirm or cancel open ones, members cancel theirs. */
export function TopUpList({ organizationId, canCancel, reviewer }: { organizationId: string; canCancel: boolean; reviewer: boolean }) {
  const t = useTranslations("balance.topUp");
  const format = useFormatter();
  const query = useTopUps(organizationId);
  const decide = useDecideTopUp();
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <QueryState isPending={query.isPending} error={query.error} onRetry={() => query.refetch()}>
      {decide.isError && <Alert tone="error">{decide.error.message}</Alert>}
      {items.length === 0 ? (
        <p className="text-sm text-slate-500">{t("empty")}</p>
      ) : (
        <Table caption={t("listTitle")}>
          <thead>
            <tr>
              <Th>{t("columns.requested")}</Th>
              <Th className="text-right">{t("columns.amount")}</Th>
              <Th>{t("columns.reference")}</Th>
              <Th>{t("columns.status")}</Th>
              <Th>
                <span className="sr-only">{t("columns.actions")}</span>
              </Th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {items.map((topUp) => {
              const open = topUp.status === "TOP_UP_STATUS_REQUESTED";
              const busy = decide.isPending && decide.variables?.topUpId === topUp._id;
              return (
                <tr key={topUp._id} data-testid="top-up-row">
                  <Td>{format.dateTime(new Date(topUp.createdAt), "short")}</Td>
                  <Td label={t("columns.amount")} className="text-right tabular-nums">
                    {format.number(topUp.amount, "krw")}
                  </Td>
                  <Td label={t("columns.reference")} className="font-mono">
                    {topUp.referenceCode}
                  </Td>
                  <Td label={t("columns.status")}>
                    <Badge tone={TONES[topUp.status]}>{t(`status.${topUp.status}`)}</Badge>
                  </Td>
                  <Td className="text-right">
                    {open && (
                      <div className="flex justify-end gap-2">
                        {reviewer && (
                          <Button size="sm" disabled={busy} onClick={() => decide.mutate({ organizationId, topUpId: topUp._id, decision: "confirm" })}>
                            {t("confirm")}
                          </Button>
                        )}
                        {canCancel && (
                          <Button size="sm" variant="secondary" disabled={busy} onClick={() => decide.mutate({ organizationId, topUpId: topUp._id, decision: "cancel" })}>
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
    </QueryState>
  );
}
