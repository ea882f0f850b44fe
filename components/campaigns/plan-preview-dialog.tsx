"use client";
import { useFormatter, useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { useReasonText } from "@/components/ui/use-error-text";
import type { PlanOutcome } from "@/lib/campaigns/hooks/use-campaign-plan";
import type { PlanAdResult, PlanCampaignResult, PlanChange } from "@/lib/campaigns/plan-schemas";

export type PlanStage = "preview" | "applied";
type Stage = PlanStage;

const AMOUNT_FIELDS = new Set(["budget", "dailyBudget", "cpm"]);
const TIME_FIELDS = new Set(["startAt", "endAt"]);

/**
 * A plan's preview (or, once applied, its result): each campaign and ad with every field that changes (before →
 * after), what goes to review, and what is refused and why; Apply sends the same plan to be applied.
 */
export function PlanPreviewDialog({
  file,
  outcome,
  stage,
  pending,
  onApply,
  onClose,
}: {
  file: string;
  outcome: PlanOutcome;
  stage: Stage;
  pending: boolean;
  onApply: () => void;
  onClose: () => void;
}) {
  const t = useTranslations("campaignsPlan");
  const reasonText = useReasonText();
  const campaigns = outcome.answer?.campaigns ?? [];
  const changed = campaigns.filter((campaign) => campaign.action !== "UNCHANGED").length;
  const review = campaigns.reduce((sum, campaign) => sum + Number(campaign.review) + campaign.ads.filter((ad) => ad.review).length, 0);
  const refused = outcome.error;
  const summary = refused
    ? t("refusedSummary")
    : stage === "preview"
      ? t("previewSummary", { changed, unchanged: campaigns.length - changed, review })
      : t("resultSummary", { changed, review });
  return (
    <Dialog
      open
      onClose={onClose}
      title={stage === "preview" ? t("previewTitle", { file }) : t("resultTitle")}
      description={outcome.answer ? summary : undefined}
      footer={
        stage === "preview" ? (
          <>
            <Button variant="secondary" onClick={onClose}>
              {t("cancel")}
            </Button>
            <Button onClick={onApply} disabled={!!refused || changed === 0 || pending} data-testid="plan-apply">
              {t("apply")}
            </Button>
          </>
        ) : (
          <Button onClick={onClose}>{t("done")}</Button>
        )
      }
    >
      {refused && <Alert tone="error">{reasonText(refused) ?? refused.message}</Alert>}
      {refused && !outcome.answer && refused.details.length > 0 && (
        <ul className="mt-2 space-y-1 text-xs text-red-700" data-testid="plan-errors">
          {refused.details.map((detail) => (
            <li key={detail.path} className="break-words">
              <code>{detail.path}</code>: {detail.message}
            </li>
          ))}
        </ul>
      )}
      <ul className="max-h-[60vh] divide-y divide-slate-100 overflow-y-auto" data-testid="plan-rows">
        {campaigns.map((campaign) => (
          <CampaignRow key={campaign.index} campaign={campaign} stage={stage} />
        ))}
      </ul>
    </Dialog>
  );
}

function CampaignRow({ campaign, stage }: { campaign: PlanCampaignResult; stage: Stage }) {
  const t = useTranslations("campaignsPlan");
  const reasons = useTranslations("reasons");
  const reason = campaign.error?.reason;
  const ads = campaign.ads.filter((ad) => ad.action !== "UNCHANGED");
  return (
    <li className="py-3" data-testid={`plan-campaign-${campaign.index}`}>
      <div className="flex flex-wrap items-center gap-2">
        <p className="min-w-0 truncate text-sm font-medium text-slate-900">{campaign.name || t("newCampaign")}</p>
        <ActionBadge action={campaign.action} />
        {campaign.review && <ReviewBadge stage={stage} />}
      </div>
      {campaign.error && (
        <div className="mt-1 flex flex-col items-start gap-1">
          <Badge tone="red">{t("refused")}</Badge>
          <span className="text-xs text-red-700">{reason && reasons.has(reason) ? reasons(reason) : campaign.error.message}</span>
          <ul className="text-xs text-red-700">
            {campaign.error.details?.map((detail) => (
              <li key={detail.path} className="break-words">
                <code>{detail.path}</code>: {detail.message}
              </li>
            ))}
          </ul>
        </div>
      )}
      {campaign.action !== "CREATE" && <Changes changes={campaign.changes} />}
      {ads.length > 0 && (
        <ul className="mt-2 space-y-2 border-l-2 border-slate-100 pl-3">
          {ads.map((ad) => (
            <AdRow key={ad.index} ad={ad} stage={stage} />
          ))}
        </ul>
      )}
    </li>
  );
}

function AdRow({ ad, stage }: { ad: PlanAdResult; stage: Stage }) {
  const t = useTranslations("campaignsPlan");
  return (
    <li data-testid={`plan-ad-${ad.index}`}>
      <div className="flex flex-wrap items-center gap-2">
        <p className="min-w-0 truncate text-sm text-slate-800">{ad.name ? t("ad", { name: ad.name }) : t("newAd")}</p>
        <ActionBadge action={ad.action} />
        {ad.review && <ReviewBadge stage={stage} />}
      </div>
      {ad.action !== "CREATE" && <Changes changes={ad.changes} />}
    </li>
  );
}

function ActionBadge({ action }: { action: PlanCampaignResult["action"] }) {
  const t = useTranslations("campaignsPlan");
  return <Badge tone={action === "CREATE" ? "indigo" : action === "UPDATE" ? "blue" : "gray"}>{t(`action.${action}`)}</Badge>;
}

function ReviewBadge({ stage }: { stage: Stage }) {
  const t = useTranslations("campaignsPlan");
  return (
    <Badge tone="yellow" className="whitespace-nowrap">
      {stage === "preview" ? t("toReview") : t("waitsForReview")}
    </Badge>
  );
}

function Changes({ changes }: { changes: PlanChange[] }) {
  const t = useTranslations("campaignsPlan");
  if (!changes.length) return null;
  return (
    <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-xs" data-testid="plan-changes">
      {changes.map((change) => {
        const key = `fields.${change.field.replace(".", "_")}`;
        return (
          <div key={change.field} className="contents">
            <dt className="text-slate-500">{t.has(key) ? t(key) : change.field}</dt>
            <dd className="min-w-0 break-words text-slate-800 tabular-nums">
              <Value field={change.field} value={change.from} /> → <Value field={change.field} value={change.to} />
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

function Value({ field, value }: { field: string; value: unknown }) {
  const t = useTranslations("campaignsPlan");
  const format = useFormatter();
  if (value === null || value === undefined) return <span className="text-slate-500">{t("none")}</span>;
  if (typeof value === "number" && AMOUNT_FIELDS.has(field)) return <>{format.number(value, "krw")}</>;
  if (typeof value === "string" && TIME_FIELDS.has(field)) return <>{format.dateTime(new Date(value), "short")}</>;
  if (field === "creatives" && Array.isArray(value)) return <>{t("creatives", { count: value.length })}</>;
  if (Array.isArray(value) && value.every((item) => typeof item === "string")) return <>{value.length ? value.join(", ") : t("none")}</>;
  if (typeof value === "object") return <code className="break-all">{JSON.stringify(value)}</code>;
  return <>{String(value)}</>;
}
