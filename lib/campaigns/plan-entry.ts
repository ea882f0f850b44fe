import "server-only";
import { createHash } from "node:crypto";
import type { ExportedAd, ExportedCampaign, PlanCreative } from "./plan-schemas";
import type { Campaign, Creative } from "./schemas";

type ExportedCreative = ExportedAd["creatives"][number];

/**
 * A creative as a plan names it: an uploaded asset by id, or a hosted image by its address and facts (its stored
 * snapshot is the server's business, not the plan's).
 */
function creativeOf(creative: Creative): ExportedCreative {
  if (creative.video) return { video: { assetId: creative.assetId ?? "" } };
  const image = creative.image;
  if (creative.sourceUrl || !creative.assetId) {
    return {
      image: { url: creative.sourceUrl ?? image?.url ?? "", width: image?.width ?? 1, height: image?.height ?? 1, mime: image?.mime ?? "" },
    };
  }
  return { image: { assetId: creative.assetId } };
}

/** One key per creative, whatever the order its members were written in: what says a plan's creative is one the ad has. */
export function creativeKey(creative: PlanCreative | ExportedCreative): string {
  if (creative.video) return `video:${creative.video.assetId}`;
  const image = creative.image!;
  return image.assetId !== undefined ? `image:${image.assetId}` : `image:${image.url}|${image.width}|${image.height}|${image.mime}`;
}

/**
 * The campaign's version: a digest of everything a plan says of it, and of what decides what a change of it does
 * (its status, each ad's review). Any write that moves one of them moves the version; delivery (spend) does not.
 */
function versionOf(entry: Omit<ExportedCampaign, "version">, campaign: Campaign): string {
  const state = { entry, status: campaign.status, ads: campaign.ads.map((ad) => [ad._id, ad.status, ad.review.status]) };
  return createHash("sha256").update(JSON.stringify(state)).digest("hex").slice(0, 16);
}

/** A regular campaign as a plan entry: what GET …/plan answers and what a preview compares a plan with. */
export function planEntryOf(campaign: Campaign): ExportedCampaign {
  const { platforms, devices, tags, locations, languages } = campaign.targeting;
  const entry: Omit<ExportedCampaign, "version"> = {
    campaignId: campaign._id,
    name: campaign.name,
    ...(campaign.startOnApproval ? { startOnApproval: true as const } : { startAt: campaign.startAt }),
    endAt: campaign.endAt ?? null,
    budget: campaign.budget,
    dailyBudget: campaign.dailyBudget ?? null,
    targeting: { platforms, devices, tags, locations, languages },
    btags: campaign.btags,
    bid: { type: campaign.bid.type, amount: campaign.bid.amount, countries: campaign.bid.countries },
    goal: { type: campaign.goal.type, target: campaign.goal.target },
    frequencyCap: campaign.frequencyCap,
    schedule: campaign.schedule && { hours: campaign.schedule.hours },
    ads: campaign.ads.map((ad) => ({
      adId: ad._id,
      name: ad.name,
      categories: ad.categories,
      cpm: ad.cpm ?? null,
      creatives: ad.creatives.map(creativeOf),
      destinationUrl: ad.destinationUrl ?? null,
      ...(ad.promotedAppId ? { promotedAppId: ad.promotedAppId } : {}),
      frequencyCap: ad.frequencyCap,
    })),
  };
  const { campaignId, ...rest } = entry;
  return { campaignId, version: versionOf(entry, campaign), ...rest };
}
