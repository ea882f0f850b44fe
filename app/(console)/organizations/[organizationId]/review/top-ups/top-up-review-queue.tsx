"use client";
import Link from "next/link";
import { useFormatter, useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { LoadMore } from "@/components/ui/load-more";
import { PageHeader } from "@/components/ui/page-header";
import { QueryState } from "@/components/ui/query-state";
import { Spinner } from "@/components/ui/spinner";
import { Table, Td, Th } from "@/components/ui/table";
import { useMe } from "@/lib/members/hooks/use-me";
import { useDecideTopUp, useTopUpQueue } from "@/lib/top-ups/hooks/use-top-ups";

/** Reviewers' queue of top-ups waiting for their bank transfer, every organization's, oldest first. */
export function TopUpReviewQueue({ organizationId }: { organizationId: string }) {
  const t = useTranslations("balance.topUp");
  const tc = useTranslations("common");
  const format = useFormatter();
  const me = useMe(organizationId);
  const reviewer = !!me.data?.reviewer;
  const query = useTopUpQueue(reviewer);
  const decide = useDecideTopUp();
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  if (me.isPending) return <Spinner label={tc("loading")} />;
  return (
    <>
      <PageHeader title={t("review.title")} description={t("review.subtitle")} />
      {!reviewer ? (
        <Alert tone="info">{t("review.reviewersOnly")}</Alert>
      ) : (
        <QueryState isPending={query.isPending} error={query.error} onRetry={() => query.refetch()}>
          {decide.isError && <Alert tone="error">{decide.error.message}</Alert>}
          {items.length === 0 ? (
            <p className="text-sm text-slate-500">{t("review.empty")}</p>
          ) : (
            <Table caption={t("review.title")}>
              <thead>
                <tr>
                  <Th>{t("review.organization")}</Th>
                  <Th>{t("columns.requested")}</Th>
                  <Th className="text-right">{t("columns.amount")}</Th>
                  <Th>{t("columns.reference")}</Th>
                  <Th>
                    <span className="sr-only">{t("columns.actions")}</span>
                  </Th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {items.map((item) => {
                  const busy = decide.isPending && decide.variables?.topUpId === item._id;
                  const decision = (choice: "confirm" | "cancel") => decide.mutate({ organizationId: item.organizationId, topUpId: item._id, decision: choice });
                  return (
                    <tr key={item._id} data-testid="top-up-review-row">
                      <Td>
                        <Link href={`/organizations/${item.organizationId}/balance`} className="font-medium text-indigo-700 hover:underline">
                          {item.organizationName}
                        </Link>
                      </Td>
                      <Td label={t("columns.requested")}>{format.dateTime(new Date(item.createdAt), "short")}</Td>
                      <Td label={t("columns.amount")} className="text-right tabular-nums">
                        {format.number(item.amount, "krw")}
                      </Td>
                      <Td label={t("columns.reference")} className="font-mono">
                        {item.referenceCode}
                      </Td>
                      <Td className="text-right">
                        <div className="flex justify-end gap-2 max-sm:justify-start">
                          <Button size="sm" disabled={busy} onClick={() => decision("confirm")}>
                            {t("confirm")}
                          </Button>
                          <Button size="sm" variant="secondary" disabled={busy} onClick={() => decision("cancel")}>
                            {t("cancel")}
                          </Button>
                        </div>
                      </Td>
                    </tr>
                  );
                })}
              </tbody>
            </Table>
          )}
          <LoadMore query={query} label={t("more")} />
        </QueryState>
      )}
    </>
  );
}
