"use client";
import dynamic from "next/dynamic";
import { useState } from "react";
import { useFormatter, useTranslations } from "next-intl";
import { BulkAdActions } from "@/components/campaigns/lazy-bulk-actions";
import { useBulkSelection } from "@/components/campaigns/bulk-selection";
import { CreativePreview } from "@/components/campaigns/creative-preview";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { LoadingSection } from "@/components/ui/loading-section";
import { ADS_MAX } from "@/lib/campaigns/campaign-constants";
import { useChangeAdStatus } from "@/lib/campaigns/hooks/use-ad-changes";
import type { Campaign } from "@/lib/campaigns/schemas";
import { useCampaignErrorText } from "@/app/(console)/organizations/[organizationId]/campaigns/use-campaign-error-text";
import { ApiClientError } from "@/lib/api/client";
import { Alert } from "@/components/ui/alert";
import { Checkbox } from "@/components/ui/checkbox";

const AddAdForm = dynamic(() => import("./add-ad-form").then((m) => m.AddAdForm), { loading: LoadingSection });
const AdTrackingLinks = dynamic(() => import("./ad-tracking-links").then((m) => m.AdTrackingLinks));
const EditAdForm = dynamic(() => import("./edit-ad-form").then((m) => m.EditAdForm), { loading: LoadingSection });

type Ad = Campaign["ads"][number];

const REVIEW_TONE: Record<string, BadgeTone> = { APPROVED: "green", PENDING: "yellow", REJECTED: "red" };

/**
 * Why the ads of this campaign cannot change, or undefined: no campaign:update, a house campaign (changed from its
 * cross promotion), or a campaign its advertiser ended (one ended by its end date still takes changes).
 */
function useLockedReason(campaign: Campaign, noPermission: string | undefined) {
  const t = useTranslations("campaigns");
  const [now] = useState(() => Date.now());
  if (noPermission) return noPermission;
  if (campaign.kind === "HOUSE") return t("detail.houseNotEditable");
  const endedByDate = campaign.endAt !== undefined && new Date(campaign.endAt).getTime() <= now;
  if (campaign.status === "CAMPAIGN_STATUS_ENDED" && !endedByDate) return t("ads.ended");
  return undefined;
}

/**
 * The campaign's ads, each with its status and review, and the moves on them: add, edit, pause, resume; several
 * selected at once, pause, resume or a new CPM for all of them (previewed first).
 */
export function AdsOverview({
  campaign,
  appName,
  noPermission,
}: {
  campaign: Campaign;
  appName: (id: string) => string | undefined;
  /** Why the caller may not change this campaign (campaign:update), when they may not. */
  noPermission?: string;
}) {
  const t = useTranslations("campaigns");
  const organizationId = campaign.advertiser;
  const locked = useLockedReason(campaign, noPermission);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<string | null>(null);
  const full = campaign.ads.length >= ADS_MAX;
  const tb = useTranslations("campaignsBulk");
  const selection = useBulkSelection(campaign.ads);
  const selectable = !locked && campaign.ads.length > 1;
  const allSelected = selection.selected.length === campaign.ads.length;
  return (
    <div className="space-y-6">
      {selectable && (
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <Checkbox checked={allSelected} onChange={() => (allSelected ? selection.clear() : selection.set(campaign.ads))} />
          {tb("selectAllAds")}
        </label>
      )}
      <ul className="divide-y divide-slate-200">
        {campaign.ads.map((ad, index) => (
          <li key={ad._id} id={`ad-${ad._id}`} className="scroll-mt-4 space-y-3 py-5 first:pt-0 last:pb-0" data-testid={`ad-${ad._id}`}>
            {editing === ad._id ? (
              <EditAdForm organizationId={organizationId} campaign={campaign} ad={ad} onDone={() => setEditing(null)} />
            ) : (
              <AdSummary
                ad={ad}
                index={index}
                selected={selectable ? selection.has(ad._id) : undefined}
                onSelect={() => selection.toggle(ad._id)}
                appName={appName}
                locked={locked}
                organizationId={organizationId}
                campaignId={campaign._id}
                onEdit={() => setEditing(ad._id)}
              />
            )}
          </li>
        ))}
      </ul>
      {selectable && selection.selected.length > 0 && (
        <BulkAdActions campaign={campaign} selected={selection.selected} onClear={selection.clear} />
      )}
      {adding ? (
        <section aria-label={t("ads.addTitle")} className="space-y-3 border-t border-slate-200 pt-5">
          <h3 className="font-semibold text-slate-900">{t("ads.addTitle")}</h3>
          <p className="text-sm text-slate-600">{t("ads.addHint")}</p>
          <AddAdForm
            organizationId={organizationId}
            campaignId={campaign._id}
            number={campaign.ads.length + 1}
            onDone={() => setAdding(false)}
          />
        </section>
      ) : (
        <Button
          variant="secondary"
          disabledReason={locked ?? (full ? t("ads.limit", { max: ADS_MAX }) : undefined)}
          onClick={() => setAdding(true)}
        >
          {t("ads.add")}
        </Button>
      )}
    </div>
  );
}

function AdSummary({
  ad,
  index,
  selected,
  onSelect,
  appName,
  locked,
  organizationId,
  campaignId,
  onEdit,
}: {
  ad: Ad;
  index: number;
  /** Whether the ad is selected for a bulk change; undefined: ads cannot be selected here. */
  selected: boolean | undefined;
  onSelect: () => void;
  appName: (id: string) => string | undefined;
  locked: string | undefined;
  organizationId: string;
  campaignId: string;
  onEdit: () => void;
}) {
  const t = useTranslations("campaigns");
  const tb = useTranslations("campaignsBulk");
  const format = useFormatter();
  const errorText = useCampaignErrorText();
  const changeStatus = useChangeAdStatus(organizationId, campaignId);
  const paused = ad.status === "AD_STATUS_PAUSED";
  const failed = changeStatus.error instanceof ApiClientError ? errorText(changeStatus.error) : changeStatus.error?.message;
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 items-start gap-3">
          {selected !== undefined && (
            <Checkbox className="mt-1 shrink-0" checked={selected} onChange={onSelect} aria-label={tb("selectOne", { name: ad.name })} />
          )}
          <div className="min-w-0 space-y-1">
            <h3 className="font-semibold break-words text-slate-900">
              <span className="sr-only">{t("ad.title", { number: index + 1 })}: </span>
              {ad.name}
            </h3>
            <div className="flex flex-wrap items-center gap-2">
              {/* One word for where the ad stands: "In review" or "Rejected" until approved, then Active or Paused (a
                paused ad in review says both). */}
              {(paused || ad.review.status === "APPROVED") && (
                <Badge tone={paused ? "gray" : "green"}>{t(`ads.status.${ad.status}`)}</Badge>
              )}
              {ad.review.status !== "APPROVED" && (
                <Badge tone={REVIEW_TONE[ad.review.status] ?? "gray"}>{t(`ads.review.${ad.review.status}`)}</Badge>
              )}
              <span className="text-sm text-slate-600">
                {ad.cpm !== undefined ? t("ad.cpmValue", { cpm: format.number(ad.cpm, "krw") }) : t("ad.noCpm")}
              </span>
            </div>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="secondary" disabledReason={locked} onClick={onEdit} aria-label={t("ads.editLabel", { name: ad.name })}>
            {t("ads.edit")}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            disabledReason={locked}
            disabled={changeStatus.isPending}
            aria-label={t(paused ? "ads.resumeLabel" : "ads.pauseLabel", { name: ad.name })}
            onClick={() => changeStatus.mutate({ adId: ad._id, status: paused ? "AD_STATUS_ACTIVE" : "AD_STATUS_PAUSED" })}
          >
            {t(paused ? "ads.resume" : "ads.pause")}
          </Button>
        </div>
      </div>
      {ad.review.status === "REJECTED" && ad.review.reason && (
        <p className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">{t("ads.reviewerSaid", { reason: ad.review.reason })}</p>
      )}
      {failed && <Alert tone="error">{failed}</Alert>}
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-slate-500">{t("ad.categories")}</dt>
        <dd className="text-slate-800">{ad.categories.length ? ad.categories.join(", ") : t("none")}</dd>
        <dt className="text-slate-500">{t("ad.destinationUrl")}</dt>
        <dd className="min-w-0 truncate">
          {ad.destinationUrl ? (
            <a href={ad.destinationUrl} target="_blank" rel="noreferrer noopener" className="text-indigo-700 hover:underline">
              {ad.destinationUrl}
            </a>
          ) : (
            t("none")
          )}
        </dd>
        <dt className="text-slate-500">{t("ad.frequencyCap")}</dt>
        <dd className="text-slate-800" data-testid="ad-frequency-cap">
          {ad.frequencyCap ? t(`limits.card.capText.${ad.frequencyCap.per}`, { count: ad.frequencyCap.impressions }) : t("ad.campaignCap")}
        </dd>
        {ad.promotedAppId && (
          <>
            <dt className="text-slate-500">{t("ad.promotedApp")}</dt>
            <dd className="text-slate-800">{appName(ad.promotedAppId) ?? ad.promotedAppId}</dd>
          </>
        )}
      </dl>
      {ad.promotedAppId && (
        <AdTrackingLinks organizationId={organizationId} campaignId={campaignId} adId={ad._id} appId={ad.promotedAppId} />
      )}
      <div className="flex flex-wrap gap-4">
        {ad.creatives.map((creative, c) => (
          <CreativePreview key={creative._id} creative={creative} label={t("creative.previewLabel", { number: c + 1, ad: ad.name })} />
        ))}
      </div>
    </>
  );
}
