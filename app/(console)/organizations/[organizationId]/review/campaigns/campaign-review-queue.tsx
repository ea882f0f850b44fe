"use client";
import { useState } from "react";
import Link from "next/link";
import { useFormatter, useTranslations } from "next-intl";
import { LazyRejectDialog } from "@/components/apps/lazy-reject-dialog";
import { CreativePreview } from "@/components/campaigns/creative-preview";
import { TargetingSummary } from "@/components/campaigns/lazy-targeting-summary";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { DecisionSummary } from "@/components/ui/decision-summary";
import { LoadMore } from "@/components/ui/load-more";
import { PageHeader } from "@/components/ui/page-header";
import { QueryState } from "@/components/ui/query-state";
import { TableEmpty } from "@/components/ui/table";
import { Spinner } from "@/components/ui/spinner";
import { ApiClientError } from "@/lib/api/client";
import { useCampaignReviewQueue } from "@/lib/campaigns/hooks/use-campaign-review-queue";
import { useChangeCampaignStatus } from "@/lib/campaigns/hooks/use-change-campaign-status";
import { type CampaignReviewItem } from "@/lib/campaigns/schemas";
import { useMe } from "@/lib/members/hooks/use-me";

type Feedback = { tone: "success" | "warning" | "error"; text: string };

/** Reviewers' queue of campaigns: every organization's PENDING campaigns, oldest first, decided in place. */
export function CampaignReviewQueue({ organizationId }: { organizationId: string }) {
  const t = useTranslations("campaigns");
  const tr = useTranslations("review.decide");
  const tc = useTranslations("common");
  const format = useFormatter();
  const me = useMe(organizationId);
  const reviewer = !!me.data?.reviewer;
  const query = useCampaignReviewQueue(reviewer);
  const change = useChangeCampaignStatus();
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [rejecting, setRejecting] = useState<CampaignReviewItem | null>(null);
  const [approving, setApproving] = useState<CampaignReviewItem | null>(null);
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];

  async function decide(item: CampaignReviewItem, reject: boolean, reason?: string) {
    setFeedback(null);
    try {
      await change.mutateAsync({
        organizationId: item.advertiser,
        campaignId: item._id,
        status: reject ? "CAMPAIGN_STATUS_REJECTED" : "CAMPAIGN_STATUS_ACTIVE",
        reason,
      });
      setFeedback({ tone: "success", text: t(reject ? "review.rejected" : "review.approved", { name: item.name }) });
    } catch (e) {
      const conflict = e instanceof ApiClientError && (e.reason === "INVALID_STATUS_TRANSITION" || e.statusCode === 404);
      setFeedback({
        tone: conflict ? "warning" : "error",
        text: conflict ? t("review.conflict", { name: item.name }) : (e as Error).message,
      });
    }
    setRejecting(null);
    setApproving(null);
  }

  /** What a decision is about (whose money, how much, when), as the dialogs show it before it is made. */
  const facts = (item: CampaignReviewItem): [string, string][] => {
    const start = item.startOnApproval ? tr("whenApproved") : format.dateTime(new Date(item.startAt), "short");
    return [
      [tr("organization"), item.organizationName],
      [tr("budget"), budgetText(item)],
      [
        tr("schedule"),
        item.endAt
          ? tr("scheduleRange", { start, end: format.dateTime(new Date(item.endAt), "short") })
          : item.startOnApproval
            ? tr("startsWhenApproved")
            : tr("scheduleFrom", { start }),
      ],
      [tr("ads"), format.number(item.ads.length)],
    ];
  };
  // A cross promotion's house campaign costs nothing: its budget only caps delivery, and 0 means no cap.
  const budgetText = (item: CampaignReviewItem) =>
    item.kind !== "HOUSE"
      ? format.number(item.budget, "krw")
      : item.budget === 0
        ? tr("houseFree")
        : tr("houseCapped", { cap: format.number(item.budget, "krw") });
  const decisionValues = (item: CampaignReviewItem) => ({
    name: item.name,
    organization: item.organizationName,
    budget: format.number(item.budget, "krw"),
  });

  if (me.isPending) return <Spinner label={tc("loading")} />;
  return (
    <>
      <PageHeader title={t("review.title")} description={t("review.subtitle")} />
      {!reviewer ? (
        <Alert tone="info">{t("review.reviewersOnly")}</Alert>
      ) : (
        <div className="space-y-4">
          {feedback && <Alert tone={feedback.tone}>{feedback.text}</Alert>}
          <QueryState isPending={query.isPending} error={query.error} onRetry={() => query.refetch()}>
            {items.length === 0 ? (
              <TableEmpty>{t("review.empty")}</TableEmpty>
            ) : (
              <ul className="space-y-4">
                {items.map((item) => {
                  const busy = change.isPending && change.variables?.campaignId === item._id;
                  return (
                    <li
                      key={item._id}
                      className="rounded-lg bg-white p-5 shadow-sm ring-1 ring-slate-200"
                      data-testid={`review-campaign-${item._id}`}
                    >
                      <div className="flex flex-wrap items-start justify-between gap-4">
                        <div className="min-w-0">
                          <h2 className="text-base font-semibold break-words text-slate-900">
                            <Link href={`/organizations/${item.advertiser}/campaigns/${item._id}`} className="hover:underline">
                              {item.name}
                            </Link>
                          </h2>
                          <p className="text-sm text-slate-600">
                            {t("review.meta", {
                              organization: item.organizationName,
                              date: format.dateTime(new Date(item.submittedAt), "short"),
                              budget: item.kind === "HOUSE" ? budgetText(item) : t("review.budgetOf", { budget: budgetText(item) }),
                            })}
                          </p>
                        </div>
                        <div className="flex gap-2">
                          <Button
                            size="sm"
                            disabled={busy}
                            aria-label={`${t("actions.approve")}: ${item.name}`}
                            onClick={() => setApproving(item)}
                          >
                            {t("actions.approve")}
                          </Button>
                          <Button
                            size="sm"
                            variant="danger"
                            disabled={busy}
                            aria-label={`${t("actions.reject")}: ${item.name}`}
                            onClick={() => setRejecting(item)}
                          >
                            {t("actions.reject")}
                          </Button>
                        </div>
                      </div>
                      <div className="mt-4 rounded-md bg-slate-50 p-3">
                        <TargetingSummary campaign={item} />
                      </div>
                      <ul className="mt-4 space-y-3">
                        {item.ads.map((ad) => (
                          <li key={ad._id} className="space-y-2">
                            <p className="text-sm">
                              <span className="font-medium text-slate-900">{ad.name}</span>
                              {ad.destinationUrl && (
                                <>
                                  {" · "}
                                  <a
                                    href={ad.destinationUrl}
                                    target="_blank"
                                    rel="noreferrer noopener"
                                    className="break-all text-indigo-700 hover:underline"
                                  >
                                    {ad.destinationUrl}
                                  </a>
                                </>
                              )}
                            </p>
                            <div className="flex flex-wrap gap-3">
                              {ad.creatives.map((creative, c) => (
                                <CreativePreview
                                  key={creative._id}
                                  size="sm"
                                  creative={creative}
                                  label={t("creative.previewLabel", { number: c + 1, ad: ad.name })}
                                />
                              ))}
                            </div>
                          </li>
                        ))}
                      </ul>
                    </li>
                  );
                })}
              </ul>
            )}
            <LoadMore query={query} label={t("loadMore")} />
          </QueryState>
        </div>
      )}
      <LazyRejectDialog
        open={rejecting !== null}
        onClose={() => setRejecting(null)}
        title={t("review.rejectTitle", { name: rejecting?.name ?? "" })}
        hint={t("review.rejectHint")}
        pending={change.isPending}
        consequence={
          rejecting && <DecisionSummary rows={facts(rejecting)}>{tr("rejectCampaignWhat", decisionValues(rejecting))}</DecisionSummary>
        }
        onReject={(reason) => decide(rejecting!, true, reason)}
      />
      {approving && (
        <ConfirmDialog
          open
          onClose={() => setApproving(null)}
          onConfirm={() => decide(approving, false)}
          pending={change.isPending}
          title={tr("approveCampaignTitle", decisionValues(approving))}
          confirmLabel={tr("approve")}
          description={
            <DecisionSummary rows={facts(approving)}>
              <p>{tr(approving.kind === "HOUSE" ? "approveHouseWhat" : "approveCampaignWhat", decisionValues(approving))}</p>
            </DecisionSummary>
          }
        />
      )}
    </>
  );
}
