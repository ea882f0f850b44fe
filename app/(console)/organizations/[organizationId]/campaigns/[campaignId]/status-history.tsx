"use client";
import { useTranslations } from "next-intl";
import { LoadMore } from "@/components/ui/load-more";
import { QueryState } from "@/components/ui/query-state";
import { Timeline, TimelineItem } from "@/components/ui/timeline";
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
    !record.statusFrom
      ? t("history.created")
      : t("history.transition", { from: t(`status.${record.statusFrom}`), to: t(`status.${record.statusTo}`) });

  return (
    <QueryState isPending={query.isPending} error={query.error} onRetry={() => query.refetch()}>
      {records.length === 0 ? (
        <p className="text-sm text-slate-500">{t("history.empty")}</p>
      ) : (
        <Timeline label={t("detail.history")} testId="status-history">
          {records.map((record) => (
            <TimelineItem
              key={record._id}
              dot={DOT[record.statusTo] ?? "bg-slate-400"}
              headline={headline(record)}
              at={record.createdAt}
              details={[who(record)]}
              quote={record.reason}
            />
          ))}
        </Timeline>
      )}
      <LoadMore query={query} label={t("loadMore")} size="sm" />
    </QueryState>
  );
}
