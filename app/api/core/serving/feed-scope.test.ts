import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { transaction } from "@/lib/db/transaction";
import { syncServing } from "@/lib/serving/sync-serving";
import { fundedOwner } from "@/lib/test/ads";
import { adBody, campaignBody, createStoredCampaignViaApi, setCampaign } from "@/lib/test/campaigns";
import { registerApp, setPlatformStatus } from "@/lib/test/fixtures";

// A sync brings up to date the campaigns of its scope and no others: an organization's balance moving, or an app's
// approval, reaches that organization's or app's campaigns only. Another organization's campaign is left stale on
// purpose (changed without a sync), and must still be stale after the sync.

/** A funded organization with one serving campaign (one ad), promoting an approved app of its own when asked, the feed up to date. */
async function servingCampaign(options: { promoted?: boolean } = {}) {
  const { organization, apiKey } = await fundedOwner();
  const app = options.promoted ? await registerApp(organization.id) : null;
  if (app) await setPlatformStatus(app.id, "APP_PLATFORM_ANDROID", "APPROVAL_STATUS_APPROVED");
  const campaign = await createStoredCampaignViaApi(
    organization.id,
    apiKey,
    campaignBody({ ads: [adBody(app ? { promotedAppId: app.id } : {})] }),
  );
  await setCampaign(campaign._id, { status: "CAMPAIGN_STATUS_ACTIVE" });
  if (app) await prisma.campaign.update({ where: { id: campaign._id }, data: { promotedAppIds: [app.id] } });
  await transaction((tx) => syncServing(tx, { campaignIds: [campaign._id] }));
  return { organizationId: organization.id, campaignId: campaign._id as string, adId: campaign.ads[0]._id as string, appId: app?.id };
}

/** Changes a campaign's btags without bringing the feed up to date: its item is stale until a sync reaches it. */
const makeStale = (campaignId: string) => prisma.campaign.update({ where: { id: campaignId }, data: { btags: ["stale"] } });

const itemOf = async (adId: string) => (await prisma.servingAd.findUniqueOrThrow({ where: { adId } })).item as { btags: string[] };
const changesOf = (campaignId: string) => prisma.servingChange.count({ where: { campaignId } });

describe("syncServing: the scope's campaigns only", () => {
  it("an organization's sync leaves another organization's campaigns, live or serving, as they were", async () => {
    const ours = await servingCampaign();
    const theirs = await servingCampaign();
    await makeStale(theirs.campaignId);
    const before = await changesOf(theirs.campaignId);
    await transaction((tx) => syncServing(tx, { organizationIds: [ours.organizationId] }));
    expect(await changesOf(theirs.campaignId)).toBe(before);
    expect((await itemOf(theirs.adId)).btags).toEqual([]);

    // Paused after it was last synced: no longer live, still serving in the feed; another organization's sync leaves it.
    await prisma.campaign.update({ where: { id: theirs.campaignId }, data: { status: "CAMPAIGN_STATUS_PAUSED" } });
    await transaction((tx) => syncServing(tx, { organizationIds: [ours.organizationId] }));
    expect((await prisma.servingAd.findUniqueOrThrow({ where: { adId: theirs.adId } })).servable).toBe(true);

    // its own organization's sync reaches it, through its serving row (the campaign is not live any more)
    expect(await transaction((tx) => syncServing(tx, { organizationIds: [theirs.organizationId] }))).toBeGreaterThan(0);
    expect((await prisma.servingAd.findUniqueOrThrow({ where: { adId: theirs.adId } })).servable).toBe(false);
  });

  it("an organization's sync reaches its live campaigns", async () => {
    const ours = await servingCampaign();
    await makeStale(ours.campaignId);
    expect(await transaction((tx) => syncServing(tx, { organizationIds: [ours.organizationId] }))).toBe(1);
    expect((await itemOf(ours.adId)).btags).toEqual(["stale"]);
  });

  it("an app's sync reaches the campaigns promoting it and no other campaign", async () => {
    const ours = await servingCampaign({ promoted: true });
    const theirs = await servingCampaign({ promoted: true });
    await makeStale(ours.campaignId);
    await makeStale(theirs.campaignId);
    const before = await changesOf(theirs.campaignId);
    expect(await transaction((tx) => syncServing(tx, { promotedAppIds: [ours.appId!] }))).toBeGreaterThan(0);
    expect((await itemOf(ours.adId)).btags).toEqual(["stale"]);
    expect(await changesOf(theirs.campaignId)).toBe(before);
    expect((await itemOf(theirs.adId)).btags).toEqual([]);
  });
});
