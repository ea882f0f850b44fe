import { describe, expect, it } from "vitest";
import { transaction } from "@/lib/db/transaction";
import { syncServing } from "@/lib/serving/sync-serving";
import { callRoute } from "@/lib/test/call-route";
import { fundedOwner } from "@/lib/test/ads";
import { adBody, campaignBody, campaignPath, createStoredCampaignViaApi, setCampaign } from "@/lib/test/campaigns";
import { registerApp, setPlatformStatus } from "@/lib/test/fixtures";
import { setUpAttribution } from "@/lib/test/postbacks";
import { changesAfter, fullRead, integrationKey } from "@/lib/test/serving-feed";
import { PATCH as patchCampaign } from "@/app/api/core/organization/[organizationId]/campaign/[campaignId]/route";

// The serving feed carries each campaign's bid (type, default, country bids) and goal, and a change to them is a
// CHANGED entry of the change stream with the new item; a refused change logs nothing.

describe("the serving feed's bids and goals", () => {
  it("a serving CPM campaign's item carries its country bids and no goal; a PATCH of them is one CHANGED entry per ad", async () => {
    const key = await integrationKey();
    const { organization, apiKey } = await fundedOwner();
    const organizationId = organization.id;
    const campaign = await createStoredCampaignViaApi(
      organizationId,
      apiKey,
      campaignBody({
        targeting: { platforms: [], devices: [], tags: [], locations: ["KR", "JP"], languages: [] },
        bid: { countries: [{ country: "JP", amount: 4500 }] },
      }),
    );
    await setCampaign(campaign._id, { status: "CAMPAIGN_STATUS_ACTIVE" });
    await transaction((tx) => syncServing(tx, { campaignIds: [campaign._id] }));

    const start = await fullRead(key);
    const item = start.set.get(campaign.ads[0]._id);
    expect(item).toMatchObject({
      campaignId: campaign._id,
      cpm: 3000,
      bid: { type: "BID_TYPE_CPM", amount: null, countries: [{ country: "JP", amount: 4500 }] },
      goal: { type: "GOAL_TYPE_NONE", target: null },
    });

    const changed = await callRoute(patchCampaign, "PATCH", campaignPath(organizationId, campaign._id), {
      params: { organizationId, campaignId: campaign._id },
      apiKey,
      body: {
        bid: {
          countries: [
            { country: "JP", amount: 5000 },
            { country: "KR", amount: 3500 },
          ],
        },
      },
    });
    expect(changed.status, changed.text).toBe(200);
    const entries = await changesAfter(key, start.changesCursor, campaign._id);
    expect(entries).toEqual([
      expect.objectContaining({
        kind: "CHANGED",
        adId: campaign.ads[0]._id,
        ad: expect.objectContaining({
          bid: {
            type: "BID_TYPE_CPM",
            amount: null,
            countries: [
              { country: "JP", amount: 5000 },
              { country: "KR", amount: 3500 },
            ],
          },
        }),
      }),
    ]);
    const after = await fullRead(key);
    expect(after.set.get(campaign.ads[0]._id)?.bid).toEqual(entries[0].ad!.bid);

    // A PATCH that leaves bid and goal as they were logs nothing; a refused one neither.
    const same = await callRoute(patchCampaign, "PATCH", campaignPath(organizationId, campaign._id), {
      params: { organizationId, campaignId: campaign._id },
      apiKey,
      body: { name: "Renamed elsewhere" },
    });
    expect(same.status).toBe(200);
    const refused = await callRoute(patchCampaign, "PATCH", campaignPath(organizationId, campaign._id), {
      params: { organizationId, campaignId: campaign._id },
      apiKey,
      body: { bid: { countries: [{ country: "US", amount: 100 }] } },
    });
    expect(refused.status).toBe(400);
    const quiet = await changesAfter(key, after.changesCursor, campaign._id, 0);
    expect(quiet).toEqual([]);
  });

  it("switching a campaign that has not spent to CPI changes its items' bid", async () => {
    const key = await integrationKey();
    const { organization, apiKey } = await fundedOwner();
    const organizationId = organization.id;
    // CPI is charged on the attribution partner's installs: the promoted app has its partner set up
    const app = await registerApp(organizationId);
    await setUpAttribution(organizationId, app.id);
    await setPlatformStatus(app.id, "APP_PLATFORM_ANDROID", "APPROVAL_STATUS_APPROVED");
    const campaign = await createStoredCampaignViaApi(organizationId, apiKey, campaignBody({ ads: [adBody({ promotedAppId: app.id })] }));
    await setCampaign(campaign._id, { status: "CAMPAIGN_STATUS_ACTIVE" });
    await transaction((tx) => syncServing(tx, { campaignIds: [campaign._id] }));
    const start = await fullRead(key);
    const res = await callRoute(patchCampaign, "PATCH", campaignPath(organizationId, campaign._id), {
      params: { organizationId, campaignId: campaign._id },
      apiKey,
      body: { bid: { type: "BID_TYPE_CPI", amount: 1800, countries: [{ country: "KR", amount: 2100 }] } },
    });
    expect(res.status, res.text).toBe(200);
    const entries = await changesAfter(key, start.changesCursor, campaign._id);
    expect(entries.map((change) => [change.kind, change.ad?.bid])).toEqual([
      ["CHANGED", { type: "BID_TYPE_CPI", amount: 1800, countries: [{ country: "KR", amount: 2100 }] }],
    ]);
  });
});
