"use client";
import { useState } from "react";
import Link from "next/link";
import { useFormatter, useTranslations } from "next-intl";
import { LazyRejectDialog } from "@/components/apps/lazy-reject-dialog";
import { CampaignStatusBadge } from "@/components/campaigns/campaign-status-badge";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { LoadMore } from "@/components/ui/load-more";
import { PageHeader } from "@/components/ui/page-header";
import { QueryState } from "@/components/ui/query-state";
import { Spinner } from "@/components/ui/spinner";
import { TableEmpty } from "@/components/ui/table";
import { useReasonText } from "@/components/ui/use-error-text";
import { ApiClientError } from "@/lib/api/client";
import { lacksSnapshot } from "@/lib/campaigns/ad-review-diff";
import type { AdReviewItem } from "@/lib/campaigns/ad-review-schemas";
import { useAdReviewQueue } from "@/lib/campaigns/hooks/use-ad-review-queue";
import { useReviewAd } from "@/lib/campaigns/hooks/use-review-ad";
import { useMe } from "@/lib/members/hooks/use-me";
import { AdComparison } from "./ad-comparison";

type Feedback = { tone: "success" | "warning" | "error"; text: string };

/** Reviewers' queue of ads: new and changed ads of campaigns approved before, oldest first, each beside its approved version. */
export function AdReviewQueue({ organizationId }: { organizationId: string }) {
  const t = useTranslations("review.ads");
  const tc = useTranslations("common");
  const tf = useTranslations("review.ads.fields");
  const format = useFormatter();
  const reasonText = useReasonText();
  const me = useMe(organizationId);
  const reviewer = !!me.data?.reviewer;
  const query = useAdReviewQueue(reviewer);
  const review = useReviewAd();
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [approving, setApproving] = useState<AdReviewItem | null>(null);
  const [rejecting, setRejecting] = useState<AdReviewItem | null>(null);
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];

  async function decide(item: AdReviewItem, reject: boolean, reason?: string) {
    setFeedback(null);
    const names = { ad: item.ad.name };
    try {
      await review.mutateAsync({
        organizationId: item.organizationId,
        campaignId: item.campaign._id,
        adId: item.ad._id,
        status: reject ? "REJECTED" : "APPROVED",
        reason,
      });
      setFeedback({ tone: "success", text: t(reject ? "rejected" : "approved", names) });
    } catch (e) {
      const conflict = e instanceof ApiClientError && (e.reason === "INVALID_STATUS_TRANSITION" || e.statusCode === 404);
      const known = reasonText(e);
      setFeedback(
        conflict
          ? { tone: "warning", text: t("conflict", names) }
          : { tone: known ? "warning" : "error", text: known ?? (e as Error).message },
      );
    }
    setApproving(null);
    setRejecting(null);
  }

  if (me.isPending) return <Spinner label={tc("loading")} />;
  return (
    <>
      <PageHeader title={t("title")} description={t("subtitle")} />
      {!reviewer ? (
        <Alert tone="info">{t("reviewersOnly")}</Alert>
      ) : (
        <div className="space-y-4">
          {feedback && <Alert tone={feedback.tone}>{feedback.text}</Alert>}
          <QueryState isPending={query.isPending} error={query.error} onRetry={() => query.refetch()}>
            {items.length === 0 ? (
              <TableEmpty>
                <span className="block font-medium text-slate-700">{t("empty")}</span>
                <span className="mt-1 block text-sm text-slate-500">{t("emptyHint")}</span>
              </TableEmpty>
            ) : (
              <ul className="space-y-4">
                {items.map((item) => {
                  const busy = review.isPending && review.variables?.adId === item.ad._id;
                  const waitingForSnapshot = item.ad.creatives.some(lacksSnapshot);
                  return (
                    <li
                      key={item.ad._id}
                      className="space-y-4 rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
                      data-testid={`review-ad-${item.ad._id}`}
                    >
                      <div className="flex flex-wrap items-start justify-between gap-4">
                        <div className="min-w-0 space-y-1">
                          <h2 className="text-base font-semibold break-words text-slate-900">{item.ad.name}</h2>
                          <p className="text-sm break-words text-slate-600">
                            {t("meta", {
                              organization: item.organizationName,
                              campaign: item.campaign.name,
                              date: format.dateTime(new Date(item.submittedAt), "short"),
                            })}
                          </p>
                          <div className="flex flex-wrap items-center gap-2">
                            <CampaignStatusBadge status={item.campaign.status} />
                            {item.approvedVersion ? (
                              <Badge tone="yellow">{t("changed", { fields: item.changes.map((field) => tf(field)).join(", ") })}</Badge>
                            ) : (
                              <Badge tone="indigo">{t("newAd")}</Badge>
                            )}
                            <Link
                              href={`/organizations/${item.organizationId}/campaigns/${item.campaign._id}`}
                              className="text-sm text-indigo-700 hover:underline"
                            >
                              {t("openCampaign", { campaign: item.campaign.name })}
                            </Link>
                          </div>
                        </div>
                        <div className="flex gap-2">
                          <Button
                            size="sm"
                            disabled={busy || waitingForSnapshot}
                            aria-label={`${t("approve")}: ${item.ad.name}`}
                            onClick={() => setApproving(item)}
                          >
                            {t("approve")}
                          </Button>
                          <Button
                            size="sm"
                            variant="danger"
                            disabled={busy}
                            aria-label={`${t("reject")}: ${item.ad.name}`}
                            onClick={() => setRejecting(item)}
                          >
                            {t("reject")}
                          </Button>
                        </div>
                      </div>
                      {waitingForSnapshot && <Alert tone="warning">{t("snapshotBlocked")}</Alert>}
                      <AdComparison item={item} />
                    </li>
                  );
                })}
              </ul>
            )}
            <LoadMore query={query} label={t("loadMore")} />
          </QueryState>
        </div>
      )}
      <ConfirmDialog
        open={approving !== null}
        onClose={() => setApproving(null)}
        onConfirm={() => decide(approving!, false)}
        title={t("approveTitle", { ad: approving?.ad.name ?? "" })}
        description={
          approving && (
            <>
              <p>{t("approveWhat")}</p>
              <ul className="mt-2 list-disc space-y-1 pl-5">
                <li>{t("approveServes", { ad: approving.ad.name, campaign: approving.campaign.name })}</li>
                <li>{t("approveBaseline")}</li>
                <li>{t("approveRecorded")}</li>
              </ul>
            </>
          )
        }
        confirmLabel={t("approveConfirm")}
        pending={review.isPending}
      />
      <LazyRejectDialog
        open={rejecting !== null}
        onClose={() => setRejecting(null)}
        title={t("rejectTitle", { ad: rejecting?.ad.name ?? "" })}
        hint={t("rejectHint")}
        pending={review.isPending}
        onReject={(reason) => decide(rejecting!, true, reason)}
      />
    </>
  );
}
