import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { transaction } from "@/lib/db/transaction";
import { syncServing } from "@/lib/serving/sync-serving";
import { callRoute } from "@/lib/test/call-route";
import { fundedOwner } from "@/lib/test/ads";
import { adBody, campaignBody, createStoredCampaignViaApi, setCampaign } from "@/lib/test/campaigns";
import { registerApp } from "@/lib/test/fixtures";
import { newObjectId } from "@/lib/new-object-id";
import { POST } from "./route";

// An atomic batch runs its operations' serving syncs as one, in its transaction before it commits (an operation
// about a campaign still waiting for its sync has that sync run first): the feed ends as the operations sent one by
// one would leave it. A dry run and a refused batch leave it as it was.

type Operation = { op: string; params?: Record<string, string>; body?: unknown };

function batch(organizationId: string, apiKey: string, body: { atomic: boolean; operations: Operation[] }, query?: Record<string, string>) {
  return callRoute(POST, "POST", `/api/core/organization/${organizationId}/batch`, {
    params: { organizationId },
    apiKey,
    body,
    ...(query ? { query } : {}),
  });
}

/** Three ACTIVE campaigns of a funded organization, one approved ad each, the feed brought up to date. */
async function servingCampaigns() {
  const { organization, apiKey } = await fundedOwner();
  const campaigns = [];
  for (const name of ["A", "B", "C"]) {
    const campaign = await createStoredCampaignViaApi(
      organization.id,
      apiKey,
      campaignBody({ name, ads: [adBody({ name: `Ad ${name}` })] }),
    );
    await setCampaign(campaign._id, { status: "CAMPAIGN_STATUS_ACTIVE" });
    campaigns.push(campaign);
  }
  const ids = campaigns.map((campaign) => campaign._id);
  await transaction((tx) => syncServing(tx, { campaignIds: ids }));
  return { organizationId: organization.id, apiKey, campaigns, ids };
}

/** What the feed holds of these campaigns: their ads' rows, their budget rows and their change log. */
async function feedOf(ids: string[]) {
  const [ads, budgets, changes] = await Promise.all([
    prisma.servingAd.findMany({
      where: { campaignId: { in: ids } },
      select: { adId: true, servable: true, item: true },
      orderBy: { adId: "asc" },
    }),
    prisma.servingBudget.findMany({ where: { campaignId: { in: ids } }, select: { campaignId: true, budgetRemain: true } }),
    prisma.servingChange.findMany({
      where: { campaignId: { in: ids } },
      select: { campaignId: true, kind: true },
      orderBy: { seq: "asc" },
    }),
  ]);
  return { ads, budgets, changes };
}

describe("POST …/batch and the serving feed", () => {
  it("atomic: every operation's change is in the feed once the batch commits; a dry run or a refused batch changes nothing", async () => {
    const { organizationId, apiKey, campaigns, ids } = await servingCampaigns();
    const [a, b, c] = campaigns;
    const operations: Operation[] = [
      { op: "updateCampaign", params: { campaignId: a._id }, body: { budget: 2_000_000 } },
      { op: "changeAdStatus", params: { campaignId: b._id, adId: b.ads[0]._id }, body: { status: "AD_STATUS_PAUSED" } },
      {
        op: "updateCampaign",
        params: { campaignId: c._id },
        body: { targeting: { ...campaignBody().targeting, locations: ["KR", "JP"] } },
      },
      // The same campaign again: its first change's sync runs before this one reads it.
      { op: "updateCampaign", params: { campaignId: c._id }, body: { budget: 3_000_000 } },
    ];
    const before = await feedOf(ids);
    expect(before.ads.map((ad) => ad.servable)).toEqual([true, true, true]);

    const preview = await batch(organizationId, apiKey, { atomic: true, operations }, { dryRun: "true" });
    expect(preview.json).toMatchObject({ dryRun: true, succeeded: 4, refused: 0 });
    expect(await feedOf(ids)).toEqual(before);

    const refusedOperations = [...operations, { op: "updateCampaign", params: { campaignId: newObjectId() }, body: { budget: 1 } }];
    const refused = await batch(organizationId, apiKey, { atomic: true, operations: refusedOperations });
    expect(refused.json).toMatchObject({ reason: "BATCH_REFUSED", succeeded: 4, refused: 1 });
    expect(await feedOf(ids)).toEqual(before);

    const res = await batch(organizationId, apiKey, { atomic: true, operations });
    expect(res.status, res.text).toBe(200);
    const after = await feedOf(ids);
    const item = (campaignId: string) => after.ads.find((ad) => ad.adId === campaigns.find((x) => x._id === campaignId)!.ads[0]._id)!;
    expect(item(a._id)).toMatchObject({ servable: true, item: { budget: 2_000_000 } });
    expect(item(b._id).servable).toBe(false);
    expect(item(c._id)).toMatchObject({ servable: true, item: { budget: 3_000_000, targeting: { locations: ["KR", "JP"] } } });
    expect(Object.fromEntries(after.budgets.map((row) => [row.campaignId, Number(row.budgetRemain)]))).toMatchObject({
      [a._id]: 2_000_000,
      [c._id]: 3_000_000,
    });
    const logged = after.changes.slice(before.changes.length);
    const kindsOf = (campaignId: string) => logged.filter((change) => change.campaignId === campaignId).map((change) => change.kind);
    expect(kindsOf(a._id).sort()).toEqual(["BUDGET", "CHANGED"]);
    expect(kindsOf(b._id)).toEqual(["STOPPED"]);
    expect(kindsOf(c._id)).toEqual(expect.arrayContaining(["BUDGET", "CHANGED"]));
  }, 120_000);

  it("an operation reads a campaign as an earlier operation's sync left it (its SKAN identifier)", async () => {
    const { organization, apiKey } = await fundedOwner();
    const app = await registerApp(organization.id, { platform: ["APP_PLATFORM_IOS"] });
    const campaign = await createStoredCampaignViaApi(
      organization.id,
      apiKey,
      campaignBody({
        targeting: { ...campaignBody().targeting, platforms: ["APP_PLATFORM_IOS"] },
        ads: [adBody({ promotedAppId: app.id })],
      }),
    );
    await setCampaign(campaign._id, { status: "CAMPAIGN_STATUS_ACTIVE" });
    // Without an identifier yet, as a campaign that has just come to promote an iOS app: its next sync gives it one.
    await prisma.campaign.update({ where: { id: campaign._id }, data: { skanId: null } });
    const operations = ["One", "Two"].map((name) => ({ op: "updateCampaign", params: { campaignId: campaign._id }, body: { name } }));
    const res = await batch(organization.id, apiKey, { atomic: true, operations });
    expect(res.status, res.text).toBe(200);
    // The first answer is read before its own sync gives the campaign its identifier; the second after it.
    expect(res.json.results[0].result.skanId).toBeUndefined();
    const { skanId } = await prisma.campaign.findUniqueOrThrow({ where: { id: campaign._id }, select: { skanId: true } });
    expect(skanId).toEqual(expect.any(Number));
    expect(res.json.results[1].result.skanId).toBe(skanId);
  }, 60_000);
});
