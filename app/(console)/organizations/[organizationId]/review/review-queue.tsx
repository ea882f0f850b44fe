"use client";
import Link from "next/link";
import { useState } from "react";
import { useFormatter, useTranslations } from "next-intl";
import { PlatformSelect } from "@/components/apps/platform-select";
import { LazyRejectDialog } from "@/components/apps/lazy-reject-dialog";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { DecisionSummary } from "@/components/ui/decision-summary";
import { PageHeader } from "@/components/ui/page-header";
import { QueryState } from "@/components/ui/query-state";
import { Spinner } from "@/components/ui/spinner";
import { Table, TableEmpty, Td, Th } from "@/components/ui/table";
import { ApiClientError } from "@/lib/api/client";
import { useApprovalAction } from "@/lib/apps/hooks/use-approval-action";
import { useReviewQueue } from "@/lib/apps/hooks/use-review-queue";
import type { AppPlatform } from "@/lib/apps/platforms";
import type { ReviewQueueItem } from "@/lib/apps/schemas";
import { useMe } from "@/lib/members/hooks/use-me";
import { LoadMore } from "@/components/ui/load-more";

type Feedback = { tone: "success" | "warning" | "error"; text: string };
const key = (item: ReviewQueueItem) => `${item.appId}:${item.platform}`;

/** Platform reviewers' queue: every organization's pending app platforms, decided in place. */
export function ReviewQueue({ organizationId }: { organizationId: string }) {
  const t = useTranslations("review");
  const ta = useTranslations("apps");
  const tc = useTranslations("common");
  const format = useFormatter();
  const me = useMe(organizationId);
  const reviewer = !!me.data?.reviewer;
  const [platform, setPlatform] = useState<AppPlatform | undefined>();
  const query = useReviewQueue(platform, reviewer);
  const approval = useApprovalAction();
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [rejecting, setRejecting] = useState<ReviewQueueItem | null>(null);
  const [approving, setApproving] = useState<ReviewQueueItem | null>(null);
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const label = (p: string) => ta(`platforms.${p}`);

  async function decide(item: ReviewQueueItem, reject: boolean, reason?: string) {
    setFeedback(null);
    const names = { app: item.appName, platform: label(item.platform) };
    try {
      await approval.mutateAsync({
        organizationId: item.organizationId,
        appId: item.appId,
        action: reject ? "APPROVAL_ACTION_REJECT" : "APPROVAL_ACTION_APPROVE",
        platform: item.platform as AppPlatform,
        reason,
      });
      setFeedback({ tone: "success", text: t(reject ? "rejected" : "approved", names) });
    } catch (e) {
      const conflict = e instanceof ApiClientError && (e.reason === "INVALID_APPROVAL_TRANSITION" || e.statusCode === 404);
      setFeedback({ tone: conflict ? "warning" : "error", text: conflict ? t("conflict", names) : (e as Error).message });
    }
    setRejecting(null);
    setApproving(null);
  }

  /** Who and what a decision is about, as the dialogs show it before it is made. */
  const facts = (item: ReviewQueueItem): [string, string][] => [
    [t("decide.organization"), item.organizationName],
    [t("decide.app"), item.appName],
    [t("decide.platform"), label(item.platform)],
  ];
  const decisionNames = (item: ReviewQueueItem) => ({
    app: item.appName,
    platform: label(item.platform),
    organization: item.organizationName,
  });

  if (me.isPending) return <Spinner label={tc("loading")} />;
  return (
    <>
      <PageHeader title={t("title")} description={t("subtitle")} />
      {!reviewer ? (
        <Alert tone="info">{t("reviewersOnly")}</Alert>
      ) : (
        <div className="space-y-4">
          <div className="w-56">
            <PlatformSelect label={t("platform")} anyLabel={t("any")} value={platform} onChange={setPlatform} />
          </div>
          {feedback && <Alert tone={feedback.tone}>{feedback.text}</Alert>}
          <QueryState isPending={query.isPending} error={query.error} onRetry={() => query.refetch()}>
            {items.length === 0 ? (
              <TableEmpty>{t("empty")}</TableEmpty>
            ) : (
              <Table caption={t("title")}>
                <thead>
                  <tr>
                    <Th>{t("columns.app")}</Th>
                    <Th>{t("columns.organization")}</Th>
                    <Th>{t("columns.platform")}</Th>
                    <Th>{t("columns.submittedAt")}</Th>
                    <Th>{t("columns.url")}</Th>
                    <Th className="text-right">{t("columns.actions")}</Th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {items.map((item) => {
                    const busy =
                      approval.isPending && approval.variables?.appId === item.appId && approval.variables.platform === item.platform;
                    return (
                      <tr key={key(item)} data-testid={`review-${key(item)}`}>
                        <Td className="whitespace-normal">
                          <Link
                            href={`/organizations/${item.organizationId}/apps/${item.appId}`}
                            className="font-medium text-indigo-700 hover:underline"
                          >
                            {item.appName}
                          </Link>
                          {item.tags.length > 0 && <p className="text-xs text-slate-500">{item.tags.join(", ")}</p>}
                        </Td>
                        <Td label={t("columns.organization")} className="whitespace-normal">
                          <Link
                            href={`/organizations/${item.organizationId}/dashboard`}
                            className="text-slate-700 hover:text-indigo-700 hover:underline"
                          >
                            {item.organizationName}
                          </Link>
                        </Td>
                        <Td label={t("columns.platform")}>
                          <Badge tone="yellow">{label(item.platform)}</Badge>
                        </Td>
                        <Td label={t("columns.submittedAt")} className="whitespace-normal text-slate-600">
                          <time dateTime={item.submittedAt}>{format.dateTime(new Date(item.submittedAt), "short")}</time>
                        </Td>
                        <Td label={t("columns.url")}>
                          {item.url ? (
                            <a
                              href={item.url}
                              target="_blank"
                              rel="noreferrer noopener"
                              className="inline-block max-w-[11rem] truncate align-bottom text-indigo-700 hover:underline"
                              title={item.url}
                            >
                              {/* The visible URL stays in the link's name, after what it opens. */}
                              <span className="sr-only">{t("openUrl", { app: item.appName, platform: label(item.platform) })}: </span>
                              {item.url}
                            </a>
                          ) : (
                            <span className="text-slate-400">{t("noUrl")}</span>
                          )}
                        </Td>
                        <Td className="text-right">
                          <div className="flex justify-end gap-2 max-sm:justify-start">
                            <Button
                              size="sm"
                              disabled={busy}
                              aria-label={`${ta("actions.APPROVAL_ACTION_APPROVE")}: ${item.appName} ${label(item.platform)}`}
                              onClick={() => setApproving(item)}
                            >
                              {ta("actions.APPROVAL_ACTION_APPROVE")}
                            </Button>
                            <Button
                              size="sm"
                              variant="danger"
                              disabled={busy}
                              aria-label={`${ta("actions.APPROVAL_ACTION_REJECT")}: ${item.appName} ${label(item.platform)}`}
                              onClick={() => setRejecting(item)}
                            >
                              {ta("actions.APPROVAL_ACTION_REJECT")}
                            </Button>
                          </div>
                        </Td>
                      </tr>
                    );
                  })}
                </tbody>
              </Table>
            )}
            <LoadMore query={query} label={t("loadMore")} />
          </QueryState>
        </div>
      )}
      <LazyRejectDialog
        open={rejecting !== null}
        onClose={() => setRejecting(null)}
        appName={rejecting?.appName ?? ""}
        platformLabel={rejecting ? label(rejecting.platform) : ""}
        pending={approval.isPending}
        consequence={
          rejecting && <DecisionSummary rows={facts(rejecting)}>{t("decide.rejectPlatformWhat", decisionNames(rejecting))}</DecisionSummary>
        }
        onReject={(reason) => decide(rejecting!, true, reason)}
      />
      {approving && (
        <ConfirmDialog
          open
          onClose={() => setApproving(null)}
          onConfirm={() => decide(approving, false)}
          pending={approval.isPending}
          title={t("decide.approvePlatformTitle", decisionNames(approving))}
          confirmLabel={t("decide.approve")}
          description={
            <DecisionSummary rows={facts(approving)}>
              <p>{t("decide.approvePlatformWhat", decisionNames(approving))}</p>
            </DecisionSummary>
          }
        />
      )}
    </>
  );
}
