"use client";
import { useTranslations } from "next-intl";
import { LoadMore } from "@/components/ui/load-more";
import { QueryState } from "@/components/ui/query-state";
import { Timeline, TimelineItem } from "@/components/ui/timeline";
import { useCampaignHistory } from "@/lib/campaigns/hooks/use-campaign-history";
import type { CampaignStatusRecord } from "@/lib/campaigns/schemas";
import { useMe } from "@/lib/members/hooks/use-me";

const DOT: Record<string, string> = {
  CAMPAIGN_STATUS_DRAFT: "bg-slate-300",
  CAMPAIGN_STATUS_PENDING: "bg-amber-500",
  CAMPAIGN_STATUS_ACTIVE: "bg-emerald-500",
  CAMPAIGN_STATUS_PAUSED: "bg-slate-400",
  CAMPAIGN_STATUS_REJECTED: "bg-red-500",
  CAMPAIGN_STATUS_ENDED: "bg-sky-500",
};

/** Every status change of the campaign and every ad's trip to review, newest first: who, what, why and when. */
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
  const headline = (record: CampaignStatusRecord) => {
    if (record.adId) {
      // One ad's submission to review: new, sent again after a change, or a rejected ad resubmitted.
      const name = record.adName ?? record.adId;
      if (!record.statusFrom) return t("history.adNew", { name });
      return record.statusFrom === "REJECTED" ? t("history.adResubmitted", { name }) : t("history.adSubmitted", { name });
    }
    return !record.statusFrom
      ? t(record.statusTo === "CAMPAIGN_STATUS_DRAFT" ? "history.createdDraft" : "history.created")
      : t("history.transition", { from: t(`status.${record.statusFrom}`), to: t(`status.${record.statusTo}`) });
  };
  // What changed since the ad's approved version (a new ad lists every field: nothing to add then).
  const changed = (record: CampaignStatusRecord) =>
    record.adId && record.statusFrom && record.changes?.length
      ? [
          t("history.changed", {
            fields: record.changes.map((field) => (t.has(`history.fields.${field}`) ? t(`history.fields.${field}`) : field)).join(", "),
          }),
        ]
      : [];

  return (
    <QueryState isPending={query.isPending} error={query.error} onRetry={() => query.refetch()}>
      {records.length === 0 ? (
        <p className="text-sm text-slate-500">{t("history.empty")}</p>
      ) : (
        <Timeline label={t("detail.history")} testId="status-history">
          {records.map((record) => (
            <TimelineItem
              key={record._id}
              dot={record.adId ? "bg-amber-500" : (DOT[record.statusTo] ?? "bg-slate-400")}
              headline={headline(record)}
              at={record.createdAt}
              details={[who(record), ...changed(record)]}
              quote={record.reason}
            />
          ))}
        </Timeline>
      )}
      <LoadMore query={query} label={t("loadMore")} size="sm" />
    </QueryState>
  );
}
