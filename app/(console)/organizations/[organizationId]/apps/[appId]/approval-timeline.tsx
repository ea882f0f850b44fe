"use client";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { PlatformSelect } from "@/components/apps/platform-select";
import { QueryState } from "@/components/ui/query-state";
import { Timeline, TimelineItem } from "@/components/ui/timeline";
import { useApprovalHistory } from "@/lib/apps/hooks/use-approval-history";
import type { AppPlatform } from "@/lib/apps/platforms";
import type { App, ApprovalRecord } from "@/lib/apps/schemas";
import { useMe } from "@/lib/members/hooks/use-me";
import { LoadMore } from "@/components/ui/load-more";

const DOT: Record<string, string> = {
  APPROVAL_STATUS_CREATED: "bg-slate-400",
  APPROVAL_STATUS_PENDING: "bg-amber-500",
  APPROVAL_STATUS_APPROVED: "bg-emerald-500",
  APPROVAL_STATUS_REJECTED: "bg-red-500",
};

function headline(t: ReturnType<typeof useTranslations<"apps">>, record: ApprovalRecord) {
  const platform = t(`platforms.${record.platform}`);
  const reRequest = record.action === "APPROVAL_ACTION_REQUEST_APPROVAL" && record.statusFrom === "APPROVAL_STATUS_REJECTED";
  return t(reRequest ? "timeline.reRequest" : `timeline.${record.action}`, { platform });
}

/** Operation 9 as a timeline, newest first, optionally one platform's. */
export function ApprovalTimeline({ app }: { app: App }) {
  const t = useTranslations("apps");
  const me = useMe(app.organizationId);
  const [platform, setPlatform] = useState<AppPlatform | undefined>();
  const query = useApprovalHistory(app.organizationId, app._id, platform);
  const records = query.data?.pages.flatMap((page) => page.items) ?? [];
  const who = (record: ApprovalRecord) =>
    record.submittedBy === me.data?.userId
      ? t("timeline.byYou")
      : record.submittedByName
        ? t("timeline.by", { name: record.submittedByName })
        : t("timeline.bySomeone");

  return (
    <div className="space-y-4">
      {app.platform.length > 1 && (
        <div className="w-56">
          <PlatformSelect
            label={t("detail.historyPlatform")}
            anyLabel={t("detail.allPlatforms")}
            value={platform}
            onChange={setPlatform}
            platforms={app.platform}
          />
        </div>
      )}
      <QueryState isPending={query.isPending} error={query.error} onRetry={() => query.refetch()}>
        {records.length === 0 ? (
          <p className="text-sm text-slate-500">{t("detail.historyEmpty")}</p>
        ) : (
          <Timeline label={t("detail.history")}>
            {records.map((record) => (
              <TimelineItem
                key={record._id}
                dot={DOT[record.statusTo] ?? "bg-slate-400"}
                headline={headline(t, record)}
                at={record.createdAt}
                details={[
                  who(record),
                  t("timeline.transition", { from: t(`status.${record.statusFrom}`), to: t(`status.${record.statusTo}`) }),
                ]}
                quote={record.reason}
              />
            ))}
          </Timeline>
        )}
        <LoadMore query={query} label={t("loadMore")} size="sm" />
      </QueryState>
    </div>
  );
}
