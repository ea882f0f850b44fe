// Ads in review in a campaign approved before, set up in the database (the routes that add and change ads are
// tested beside them; these tests need the states they lead to).
import { prisma } from "@/lib/db/client";
import { newObjectId } from "@/lib/new-object-id";
import { adVersionOf } from "@/lib/campaigns/ad-version";
import { adBody, campaignBody, createAsset, createCampaignViaApi, setCampaign } from "./campaigns";

type CreativeSpec = { assetId: string } | { url: string };

/** The ads' current version as approved, as the campaign's first approval leaves them. */
async function approveAds(campaignId: string) {
  const ads = await prisma.ad.findMany({ where: { campaignId }, include: { creatives: { orderBy: { position: "asc" } } } });
  for (const ad of ads) {
    await prisma.ad.update({
      where: { id: ad.id },
      data: { reviewStatus: "APPROVED", reviewReason: null, approvedVersion: adVersionOf(ad) },
    });
  }
}

/** An ACTIVE campaign of one approved ad whose creative is an uploaded image. */
export async function approvedCampaign(organizationId: string, apiKey: string, name = "Running campaign") {
  const asset = await createAsset(organizationId);
  const campaign = await createCampaignViaApi(
    organizationId,
    apiKey,
    campaignBody({ name, ads: [adBody({ name: "Approved ad", creatives: [{ image: { assetId: asset.id } }] })] }),
  );
  await setCampaign(campaign._id, { status: "CAMPAIGN_STATUS_ACTIVE" });
  await approveAds(campaign._id);
  return { campaign, asset };
}

/** A new PENDING ad at the end of the campaign, submitted at `submittedAt`. */
export async function addPendingAd(
  campaignId: string,
  options: { name?: string; creatives: CreativeSpec[]; submittedAt?: Date; destinationUrl?: string },
) {
  const position = await prisma.ad.count({ where: { campaignId } });
  const submittedAt = options.submittedAt ?? new Date();
  const id = newObjectId();
  await prisma.ad.create({
    data: {
      id,
      campaignId,
      position,
      name: options.name ?? "New ad",
      cur: "CURRENCY_KRW",
      categories: ["puzzle"],
      cpm: 2500n,
      productType: "AD_PRODUCT_TYPE_INTRINSIC",
      destinationUrl: options.destinationUrl ?? "https://play.google.com/store/apps/details?id=com.example.new",
      reviewStatus: "PENDING",
      submittedAt,
      creatives: {
        create: options.creatives.map((creative, i) => ({
          id: newObjectId(),
          position: i,
          kind: "IMAGE",
          ...("assetId" in creative
            ? { assetId: creative.assetId }
            : { url: creative.url, width: 1200, height: 628, mime: "image/png", sourceUrl: creative.url }),
        })),
      },
    },
  });
  return id;
}

/** An approved ad changed as the change-ad route would: new destination, back in review at `submittedAt`. */
export async function changeApprovedAd(adId: string, changes: { destinationUrl?: string; name?: string }, submittedAt = new Date()) {
  await prisma.ad.update({ where: { id: adId }, data: { ...changes, reviewStatus: "PENDING", submittedAt } });
}
