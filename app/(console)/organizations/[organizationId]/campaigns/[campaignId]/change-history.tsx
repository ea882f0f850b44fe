"use client";
import { useTranslations } from "next-intl";
import { ChangeList } from "@/components/audit/change-list";
import { LoadMore } from "@/components/ui/load-more";
import { QueryState } from "@/components/ui/query-state";
import { Timeline, TimelineItem } from "@/components/ui/timeline";
import { useAuditLog } from "@/lib/audit/hooks/use-audit-log";
import type { AuditLog } from "@/lib/audit/schemas";
import { useMe } from "@/lib/members/hooks/use-me";

type Entry = AuditLog["items"][number];

/**
 * The campaign's audit entries and its ads', newest first: what each change set, from what to what, and who made
 * it (for members who may read the audit log).
 */
export function ChangeHistory({ organizationId, campaignId }: { organizationId: string; campaignId: string }) {
  const t = useTranslations("campaigns");
  const audit = useTranslations("audit");
  const me = useMe(organizationId);
  const query = useAuditLog(organizationId, { target: campaignId });
  const entries = query.data?.pages.flatMap((page) => page.items) ?? [];
  const who = (entry: Entry) => {
    if (entry.actor.userId && entry.actor.userId === me.data?.userId) return t("history.byYou");
    const name = entry.actor.serviceAccount?.name ?? entry.actor.fullName ?? entry.actor.email;
    return name ? t("history.by", { name }) : t("history.bySomeone");
  };
  const what = (entry: Entry) => {
    const action = audit.has(`actions.${entry.action}`) ? audit(`actions.${entry.action}`) : entry.action;
    // an ad's change names the ad
    return entry.targetId && entry.targetId !== campaignId && entry.targetName ? `${action}: ${entry.targetName}` : action;
  };

  return (
    <QueryState isPending={query.isPending} error={query.error} onRetry={() => query.refetch()}>
      {entries.length === 0 ? (
        <p className="text-sm text-slate-500">{t("history.empty")}</p>
      ) : (
        <Timeline label={t("detail.changes")} testId="change-history">
          {entries.map((entry) => (
            <TimelineItem key={entry._id} dot="bg-indigo-400" headline={what(entry)} at={entry.createdAt} details={[who(entry)]}>
              <ChangeList changes={entry.changes} />
            </TimelineItem>
          ))}
        </Timeline>
      )}
      <LoadMore query={query} label={t("loadMore")} size="sm" />
    </QueryState>
  );
}
