"use client";
import { useState } from "react";
import { useFormatter, useTranslations } from "next-intl";
import { PlatformSelect } from "@/components/apps/platform-select";
import { QueryState } from "@/components/ui/query-state";
import { cn } from "@/components/ui/cn";
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
  const format = useFormatter();
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
          <ol className="relative space-y-5 border-l border-slate-200 pl-6" aria-label={t("detail.history")}>
            {records.map((record) => (
              <li key={record._id} className="relative">
                <span
                  className={cn("absolute -left-[1.95rem] top-1 h-3 w-3 rounded-full ring-4 ring-white", DOT[record.statusTo] ?? "bg-slate-400")}
                  aria-hidden
                />
                <p className="text-sm font-medium text-slate-900">{headline(t, record)}</p>
                <p className="text-xs text-slate-500">
                  <time dateTime={record.createdAt}>{format.dateTime(new Date(record.createdAt), "short")}</time>
                  {" · "}
                  {who(record)}
                  {" · "}
                  {t("timeline.transition", { from: t(`status.${record.statusFrom}`), to: t(`status.${record.statusTo}`) })}
                </p>
                {record.reason && <blockquote className="mt-1 border-l-2 border-slate-200 pl-3 text-sm text-slate-700">{record.reason}</blockquote>}
              </li>
            ))}
          </ol>
        )}
        <LoadMore query={query} label={t("loadMore")} size="sm" />
      </QueryState>
    </div>
  );
}
