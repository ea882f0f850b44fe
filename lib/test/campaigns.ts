// Campaign test data: a valid operation 2 body, assets in a chosen state, campaigns made through the route.
import { prisma } from "@/lib/db/client";
import { newObjectId } from "@/lib/new-object-id";
import { adVersionOf } from "@/lib/campaigns/ad-version";
import type { AssetStatus } from "@/lib/assets/media-types";
import { CAMPAIGN_STATUSES, type CampaignStatus } from "@/lib/campaigns/statuses";
import { isOneOf } from "@/lib/one-of";
import { callRoute } from "./call-route";
import { POST as createRoute } from "@/app/api/core/organization/[organizationId]/campaign/route";

export const campaignsPath = (organizationId: string) => `/api/core/organization/${organizationId}/campaign`;
export const campaignPath = (organizationId: string, campaignId: string) => `${campaignsPath(organizationId)}/${campaignId}`;

export const HOSTED_IMAGE = { url: "https://cdn.example.com/ads/a.png", width: 1200, height: 628, mime: "image/png" };

export function adBody(overrides: Record<string, unknown> = {}) {
  return {
    name: "Ad one",
    categories: ["puzzle"],
    cpm: 3000,
    productType: "AD_PRODUCT_TYPE_INTRINSIC",
    creatives: [{ image: HOSTED_IMAGE }],
    destinationUrl: "https://play.google.com/store/apps/details?id=com.example.game",
    ...overrides,
  };
}

export function campaignBody(overrides: Record<string, unknown> = {}) {
  return {
    name: "Winter push",
    startAt: "2026-01-01T00:00:00Z",
    endAt: "2099-12-31T00:00:00Z",
    cur: "CURRENCY_KRW",
    budget: 1_000_000,
    targeting: {
      platforms: ["APP_PLATFORM_ANDROID"],
      devices: ["DEVICE_TYPE_MOBILE_TABLET"],
      tags: [],
      locations: ["KR"],
      languages: ["ko"],
    },
    btags: [],
    ads: [adBody()],
    ...overrides,
  };
}

/** An asset row in `status`, as the upload pipeline would have left it. */
export async function createAsset(
  organizationId: string,
  options: { status?: AssetStatus; kind?: "IMAGE" | "VIDEO"; thumbnail?: boolean } = {},
) {
  const kind = options.kind ?? "IMAGE";
  const id = newObjectId();
  return prisma.asset.create({
    data: {
      id,
      organizationId,
      kind,
      productType: kind === "IMAGE" ? 1 : 2,
      status: options.status ?? "READY",
      mime: kind === "IMAGE" ? "image/png" : "video/mp4",
      fileSize: 1000,
      originalKey: `${organizationId}/${id}/original.${kind === "IMAGE" ? "png" : "mp4"}`,
      width: 640,
      height: 360,
      durationSec: kind === "VIDEO" ? 15.5 : null,
      thumbnailKey: options.thumbnail ? `${organizationId}/${id}/thumbnail.webp` : null,
    },
  });
}

export async function postCampaign(organizationId: string, apiKey: string, body: unknown = campaignBody()) {
  return callRoute(createRoute, "POST", campaignsPath(organizationId), { params: { organizationId }, apiKey, body });
}

/** Creates a campaign through operation 2 and returns its answer (throws unless 200). */
export async function createCampaignViaApi(organizationId: string, apiKey: string, body: unknown = campaignBody()) {
  const res = await postCampaign(organizationId, apiKey, body);
  if (res.status !== 200) throw new Error(`create campaign: ${res.status} ${res.text}`);
  return res.json;
}

/**
 * What the snapshot job does for each hosted image of the campaign not stored yet: a READY asset, which the
 * creative then serves (a reviewer can approve only stored images). Tests on PGlite and PostgreSQL reach no image host.
 */
export async function storeSnapshots(campaignId: string) {
  const creatives = await prisma.creative.findMany({
    where: { ad: { campaignId }, url: { not: null }, assetId: null },
    select: { id: true, ad: { select: { campaign: { select: { organizationId: true } } } } },
  });
  for (const creative of creatives) {
    const asset = await createAsset(creative.ad.campaign.organizationId);
    await prisma.creative.update({ where: { id: creative.id }, data: { assetId: asset.id } });
  }
}

/** createCampaignViaApi, then its hosted images stored as the snapshot job would: ready for a reviewer's approval. */
export async function createStoredCampaignViaApi(organizationId: string, apiKey: string, body: unknown = campaignBody()) {
  const campaign = await createCampaignViaApi(organizationId, apiKey, body);
  await storeSnapshots(campaign._id);
  return campaign;
}

/**
 * Puts a campaign straight into `status` (and optionally moves its dates), as if the machine had led there: a
 * status only an approved campaign has (ACTIVE, PAUSED, ENDED) also approves the ads still waiting, as the
 * campaign's first approval does (each stores its approved version).
 */
export async function setCampaign(
  campaignId: string,
  data: { status?: CampaignStatus; startAt?: Date; endAt?: Date | null; budgetRemain?: bigint },
) {
  await prisma.campaign.update({ where: { id: campaignId }, data });
  if (!data.status || !APPROVED_STATUSES.includes(data.status)) return;
  const ads = await prisma.ad.findMany({
    where: { campaignId, reviewStatus: "PENDING" },
    include: { creatives: { orderBy: { position: "asc" } } },
  });
  for (const ad of ads) {
    await prisma.ad.update({ where: { id: ad.id }, data: { reviewStatus: "APPROVED", approvedVersion: adVersionOf(ad) } });
  }
}

/** A campaign status by its short name: S("ACTIVE") is CAMPAIGN_STATUS_ACTIVE; a name that is none throws. */
export function S(name: string): CampaignStatus {
  const status = `CAMPAIGN_STATUS_${name}`;
  if (!isOneOf(CAMPAIGN_STATUSES, status)) throw new Error(`No campaign status is named ${name}.`);
  return status;
}

const APPROVED_STATUSES: readonly CampaignStatus[] = ["CAMPAIGN_STATUS_ACTIVE", "CAMPAIGN_STATUS_PAUSED", "CAMPAIGN_STATUS_ENDED"];
