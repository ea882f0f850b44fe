"use client";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { LazyRejectDialog } from "@/components/apps/lazy-reject-dialog";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { LazyConfirmDialog } from "@/components/ui/lazy-confirm-dialog";
import { ApiClientError } from "@/lib/api/client";
import { useChangeCampaignStatus } from "@/lib/campaigns/hooks/use-change-campaign-status";
import type { Campaign } from "@/lib/campaigns/schemas";
import { CAMPAIGN_STATUS_BUTTONS, type StatusButton } from "@/lib/campaigns/status-buttons";
import { useCan, useMe } from "@/lib/members/hooks/use-me";
import { useCampaignErrorText } from "@/app/(console)/organizations/[organizationId]/campaigns/use-campaign-error-text";

type Action = StatusButton & { variant: "primary" | "secondary" | "danger" };

// The machine's moves (lib/campaigns/status-buttons.ts), each with its look: members submit a draft; reviewers decide
// on PENDING; members pause, resume and end (a PENDING campaign too, while it waits), and resubmit a rejected one.
const VARIANTS = {
  submit: "primary",
  approve: "primary",
  reject: "danger",
  pause: "secondary",
  pausePending: "secondary",
  resume: "primary",
  resumePending: "primary",
  end: "danger",
  resubmit: "primary",
} as const satisfies Record<StatusButton["key"], Action["variant"]>;
const ACTIONS: Action[] = CAMPAIGN_STATUS_BUTTONS.map((button) => ({ ...button, variant: VARIANTS[button.key] }));

const byKey = (key: string) => ACTIONS.find((action) => action.key === key)!;

type Feedback = { tone: "success" | "warning" | "error"; text: string };

/** What the caller may do with the campaign's status now; what they may not is shown disabled, with why. */
export function StatusActions({ campaign }: { campaign: Campaign }) {
  const t = useTranslations("campaigns");
  const organizationId = campaign.advertiser;
  const me = useMe(organizationId);
  const canUpdate = useCan(organizationId, "campaign:update");
  const change = useChangeCampaignStatus();
  const errorText = useCampaignErrorText();
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [rejecting, setRejecting] = useState(false);
  const [ending, setEnding] = useState(false);
  const status = campaign.status;
  const state = { status, pauseRequested: !!campaign.pauseRequested };
  const reviewer = !!me.data?.reviewer;
  const pending = status === "CAMPAIGN_STATUS_PENDING";
  const draft = status === "CAMPAIGN_STATUS_DRAFT";

  async function act(action: Action, reason?: string) {
    setFeedback(null);
    try {
      await change.mutateAsync({ organizationId, campaignId: campaign._id, status: action.to, reason });
      setFeedback({ tone: "success", text: t(`actions.done.${action.key}`) });
    } catch (e) {
      const conflict = e instanceof ApiClientError && e.reason === "INVALID_STATUS_TRANSITION";
      setFeedback({
        tone: conflict ? "warning" : "error",
        text: conflict ? t("actions.conflict") : e instanceof ApiClientError ? errorText(e) : (e as Error).message,
      });
    }
    setRejecting(false);
    setEnding(false);
  }

  // Reviewer actions only for reviewers, and only while there is something to decide; member actions always,
  // Pause and Resume as one slot (the PENDING pair while it waits), Resubmit only once rejected; a draft has Submit alone.
  const shown = ACTIONS.filter((action) => {
    if (draft) return action.key === "submit";
    if (action.reviewer) return reviewer && pending;
    switch (action.key) {
      case "submit":
        return false;
      case "pause":
        return !pending && status !== "CAMPAIGN_STATUS_PAUSED";
      case "resume":
        return !pending && status === "CAMPAIGN_STATUS_PAUSED";
      case "pausePending":
        return pending && !state.pauseRequested;
      case "resumePending":
        return pending && state.pauseRequested;
      case "resubmit":
        return status === "CAMPAIGN_STATUS_REJECTED";
      default:
        return true;
    }
  });
  const why = (action: Action): string | undefined => {
    if (!action.reviewer && !canUpdate.allowed) return canUpdate.reason;
    if (!action.allowedFrom(state)) return t(`actions.unavailable.${action.key}`, { status: t(`status.${status}`) });
    return undefined;
  };

  return (
    <div className="space-y-3">
      {feedback && <Alert tone={feedback.tone}>{feedback.text}</Alert>}
      <div className="flex flex-wrap gap-2">
        {shown.map((action) => {
          const reason = why(action);
          return (
            <Button
              key={action.key}
              variant={action.variant}
              disabled={change.isPending}
              disabledReason={reason}
              aria-describedby={reason ? `why-${action.key}` : undefined}
              onClick={() => (action.key === "reject" ? setRejecting(true) : action.key === "end" ? setEnding(true) : act(action))}
            >
              {t(`actions.${action.key}`)}
            </Button>
          );
        })}
      </div>
      {/* The reasons in plain text as well: a tooltip alone is invisible on touch screens. */}
      {shown.some((action) => why(action)) && (
        <ul className="space-y-0.5 text-xs text-slate-500">
          {shown.map((action) => {
            const reason = why(action);
            return reason ? (
              <li key={action.key} id={`why-${action.key}`}>
                {t("actions.whyDisabled", { action: t(`actions.${action.key}`), reason })}
              </li>
            ) : null;
          })}
        </ul>
      )}
      <LazyRejectDialog
        open={rejecting}
        onClose={() => setRejecting(false)}
        title={t("review.rejectTitle", { name: campaign.name })}
        hint={t("review.rejectHint")}
        pending={change.isPending}
        onReject={(reason) => act(byKey("reject"), reason)}
      />
      <LazyConfirmDialog
        open={ending}
        onClose={() => setEnding(false)}
        title={t("actions.endTitle", { name: campaign.name })}
        description={t("actions.endText")}
        confirmLabel={t("actions.end")}
        pending={change.isPending}
        onConfirm={() => act(byKey("end"))}
        danger
      />
    </div>
  );
}
