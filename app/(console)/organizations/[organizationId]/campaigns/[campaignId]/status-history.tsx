"use client";
import { useFormatter, useTranslations } from "next-intl";
import { cn } from "@/components/ui/cn";
import { LoadMore } from "@/components/ui/load-more";
import { QueryState } from "@/components/ui/query-state";
import { useCampaignHistory } from "@/lib/campaigns/hooks/use-campaign-history";
import type { CampaignStatusRecord } from "@/lib/campaigns/schemas";
import { useMe } from "@/lib/members/hooks/use-me";

const DOT: Record<string, string> = {
  CAMPAIGN_STATUS_PENDING: "bg-amber-500",
  CAMPAIGN_STATUS_ACTIVE: "bg-emerald-500",
  CAMPAIGN_STATUS_PAUSED: "bg-slate-400",
  CAMPAIGN_STATUS_REJECTED: "bg-red-500",
  CAMPAIGN_STATUS_ENDED: "bg-sky-500",
};

/** Every status change of the campaign, newest first: who, from what to what, why and when. */
export function StatusHistory({ organizationId, campaignId }: { organizationId: string; campaignId: string }) {
  const t = useTranslations("campaigns");
  const format = useFormatter();
  const me = useMe(organizationId);
  const query = useCampaignHistory(organizationId, campaignId);
  const records = query.data?.pages.flatMap((page) => page.items) ?? [];
  const who = (record: CampaignStatusRecord) =>
    !record.changedBy
      ? t("history.bySystem")
      : record.changedBy === me.data?.userId
        ? t("history.byYou")
        : record.changedByName
          ? t("history.by", { name: record.changedByName })
          : t("history.bySomeone");
  const headline = (record: CampaignStatusRecord) =>
    !record.statusFrom ? t("history.created") : t("history.transition", { from: t(`status.${record.statusFrom}`), to: t(`status.${record.statusTo}`) });

  return (
    <QueryState isPending={query.isPending} error={query.error} onRetry={() => query.refetch()}>
      {records.length === 0 ? (
        <p className="text-sm text-slate-500">{t("history.empty")}</p>
      ) : (
        <ol className="relative space-y-5 border-l border-slate-200 pl-6" aria-label={t("detail.history")} data-testid="status-history">
          {records.map((record) => (
            <li key={record._id} className="relative">
              <span className={cn("absolute -left-[1.95rem] top-1 h-3 w-3 rounded-full ring-4 ring-white", DOT[record.statusTo] ?? "bg-slate-400")} aria-hidden />
              <p className="text-sm font-medium text-slate-900">{headline(record)}</p>
              <p className="text-xs text-slate-500">
                <time dateTime={record.createdAt}>{format.dateTime(new Date(record.createdAt), "short")}</time>
                {" · "}
                {who(record)}
              </p>
              {record.reason && <blockquote className="mt-1 border-l-2 border-slate-200 pl-3 text-sm text-slate-700">{record.reason}</blockquote>}
            </li>
          ))}
        </ol>
      )}
      <LoadMore query={query} label={t("loadMore")} size="sm" />
    </QueryState>
  );
}
