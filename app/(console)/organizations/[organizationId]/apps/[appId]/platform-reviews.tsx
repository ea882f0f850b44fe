"use client";
import { useState } from "react";
import { useFormatter, useTranslations } from "next-intl";
import { ApprovalStatusBadge } from "@/components/apps/approval-status-badge";
import { LazyRejectDialog } from "@/components/apps/lazy-reject-dialog";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ApiClientError } from "@/lib/api/client";
import { approvalMachine, type ApprovalAction } from "@/lib/apps/approval-machine";
import { useApprovalAction } from "@/lib/apps/hooks/use-approval-action";
import { platformUrl, type AppPlatform } from "@/lib/apps/platforms";
import type { App, PlatformSettings } from "@/lib/apps/schemas";
import { useCanCheck, useMe } from "@/lib/members/hooks/use-me";
import { platformTarget } from "@/lib/permissions/statement-targets";

type Feedback = { tone: "success" | "error" | "warning"; text: string };

export function PlatformReviews({ app }: { app: App }) {
  const t = useTranslations("apps");
  const format = useFormatter();
  const me = useMe(app.organizationId);
  const can = useCanCheck(app.organizationId);
  const approval = useApprovalAction();
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [rejecting, setRejecting] = useState<AppPlatform | null>(null);
  const label = (platform: string) => t(`platforms.${platform}`);

  async function act(action: ApprovalAction, platform: AppPlatform, reason?: string) {
    setFeedback(null);
    try {
      await approval.mutateAsync({ organizationId: app.organizationId, appId: app._id, action, platform, reason });
      setFeedback({ tone: "success", text: t(`done.${action}`, { platform: label(platform) }) });
      setRejecting(null);
    } catch (e) {
      const conflict = e instanceof ApiClientError && e.reason === "INVALID_APPROVAL_TRANSITION";
      setFeedback({ tone: conflict ? "warning" : "error", text: conflict ? t("detail.conflict") : (e as Error).message });
      setRejecting(null);
    }
  }

  return (
    <div className="space-y-4">
      {feedback && <Alert tone={feedback.tone}>{feedback.text}</Alert>}
      <ul className="divide-y divide-slate-100">
        {app.platformReviews.map((review) => {
          const platform = review.platform as AppPlatform;
          const status = review.status;
          const url = platformUrl(app.platformSettings as PlatformSettings, platform);
          const busy = approval.isPending && approval.variables?.platform === platform;
          const actions = approvalMachine
            .allowed(status)
            .filter((action) => approvalMachine.actorOf(action) === "app:submit" || me.data?.reviewer);
          return (
            <li
              key={platform}
              className="flex flex-wrap items-start justify-between gap-4 py-4 first:pt-0 last:pb-0"
              data-platform={platform}
            >
              <div className="min-w-0 space-y-1">
                <div className="flex items-center gap-2">
                  <span className="font-medium text-slate-900">{label(platform)}</span>
                  <ApprovalStatusBadge status={status} />
                </div>
                <p className="text-xs text-slate-500">
                  {[
                    review.submittedAt && t("detail.submittedAt", { date: format.dateTime(new Date(review.submittedAt), "short") }),
                    review.reviewedAt && t("detail.reviewedAt", { date: format.dateTime(new Date(review.reviewedAt), "short") }),
                  ]
                    .filter(Boolean)
                    .join(" · ")}
                </p>
                {review.reason && (
                  <p className={status === "APPROVAL_STATUS_REJECTED" ? "text-sm text-red-700" : "text-sm text-slate-600"}>
                    {t("detail.reason", { reason: review.reason })}
                  </p>
                )}
                {url ? (
                  <a
                    href={url}
                    target="_blank"
                    rel="noreferrer noopener"
                    className="block max-w-md truncate text-xs text-indigo-700 hover:underline"
                  >
                    {url}
                  </a>
                ) : (
                  <p className="text-xs text-amber-800">{t("detail.noUrl")}</p>
                )}
              </div>
              <div className="flex flex-wrap gap-2">
                {actions.map((action) => {
                  const member = approvalMachine.actorOf(action) === "app:submit";
                  const text =
                    action === "APPROVAL_ACTION_REQUEST_APPROVAL" && status === "APPROVAL_STATUS_REJECTED"
                      ? t("actions.reRequest")
                      : t(`actions.${action}`);
                  const noUrl = action === "APPROVAL_ACTION_REQUEST_APPROVAL" && !url ? t("detail.noUrl") : undefined;
                  return (
                    <Button
                      key={action}
                      size="sm"
                      variant={
                        action === "APPROVAL_ACTION_REJECT" ? "danger" : action === "APPROVAL_ACTION_CANCEL" ? "secondary" : "primary"
                      }
                      disabled={busy}
                      disabledReason={
                        member ? (can("app:submit", platformTarget(app.organizationId, app._id, platform)).reason ?? noUrl) : undefined
                      }
                      aria-label={`${text}: ${label(platform)}`}
                      onClick={() => (action === "APPROVAL_ACTION_REJECT" ? setRejecting(platform) : act(action, platform))}
                    >
                      {text}
                    </Button>
                  );
                })}
              </div>
            </li>
          );
        })}
      </ul>
      <LazyRejectDialog
        open={rejecting !== null}
        onClose={() => setRejecting(null)}
        appName={app.name}
        platformLabel={rejecting ? label(rejecting) : ""}
        pending={approval.isPending}
        onReject={(reason) => act("APPROVAL_ACTION_REJECT", rejecting!, reason)}
      />
    </div>
  );
}
