import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { transaction } from "@/lib/db/transaction";
import { syncServing } from "@/lib/serving/sync-serving";
import { utcHoursOfWeek, utcWeekStart } from "@/lib/campaigns/schedule";
import { callRoute } from "@/lib/test/call-route";
import { fundedOwner } from "@/lib/test/ads";
import { adBody, campaignBody, campaignPath, createStoredCampaignViaApi, setCampaign } from "@/lib/test/campaigns";
import { changesAfter, fullRead, integrationKey } from "@/lib/test/serving-feed";
import { PATCH as patchCampaign } from "@/app/api/core/organization/[organizationId]/campaign/[campaignId]/route";
import { PATCH as patchAd } from "@/app/api/core/organization/[organizationId]/campaign/[campaignId]/ad/[adId]/route";

// The serving feed carries each campaign's frequency cap, its ads' own caps and its schedule (in its zone and as UTC
// hours of the week); a change to any of them is a CHANGED entry with the new item. An ad outside its campaign's
// schedule stays in the feed: the ad server applies the schedule.

const NONE: number[] = [];
// Monday 09:00-10:59 in New York
const MONDAY_MORNING = { hours: [[9, 10], NONE, NONE, NONE, NONE, NONE, NONE] };

describe("the serving feed's frequency caps and schedules", () => {
  it("an item carries the caps and the schedule in UTC; a change of either is a CHANGED entry", async () => {
    const key = await integrationKey();
    const { organization, apiKey } = await fundedOwner();
    const organizationId = organization.id;
    await prisma.organization.update({ where: { id: organizationId }, data: { timeZone: "America/New_York" } });
    const campaign = await createStoredCampaignViaApi(
      organizationId,
      apiKey,
      campaignBody({
        frequencyCap: { impressions: 5, per: "DAY" },
        schedule: MONDAY_MORNING,
        ads: [adBody({ frequencyCap: { impressions: 1, per: "HOUR" } })],
      }),
    );
    await setCampaign(campaign._id, { status: "CAMPAIGN_STATUS_ACTIVE" });
    await transaction((tx) => syncServing(tx, { campaignIds: [campaign._id] }));

    const start = await fullRead(key);
    const adId = campaign.ads[0]._id;
    const utc = utcHoursOfWeek([9, 10], "America/New_York", utcWeekStart(Date.now()));
    // 09:00 in New York is 14:00 UTC in winter, 13:00 UTC in summer.
    expect([
      [14, 15],
      [13, 14],
    ]).toContainEqual(utc);
    expect(start.set.get(adId)).toMatchObject({
      frequencyCap: { impressions: 5, per: "DAY" },
      adFrequencyCap: { impressions: 1, per: "HOUR" },
      schedule: { timeZone: "America/New_York", hours: MONDAY_MORNING.hours, utcHoursOfWeek: utc },
    });

    const params = { organizationId, campaignId: campaign._id };
    const changed = await callRoute(patchCampaign, "PATCH", campaignPath(organizationId, campaign._id), {
      params,
      apiKey,
      body: { frequencyCap: { impressions: 2, per: "WEEK" }, schedule: null },
    });
    expect(changed.status, changed.text).toBe(200);
    const entries = await changesAfter(key, start.changesCursor, campaign._id);
    expect(entries).toEqual([
      expect.objectContaining({
        kind: "CHANGED",
        adId,
        ad: expect.objectContaining({ frequencyCap: { impressions: 2, per: "WEEK" }, schedule: null }),
      }),
    ]);

    const middle = await fullRead(key);
    const adChanged = await callRoute(patchAd, "PATCH", `${campaignPath(organizationId, campaign._id)}/ad/${adId}`, {
      params: { ...params, adId },
      apiKey,
      body: { frequencyCap: null },
    });
    expect(adChanged.status, adChanged.text).toBe(200);
    const adEntries = await changesAfter(key, middle.changesCursor, campaign._id);
    expect(adEntries).toEqual([expect.objectContaining({ kind: "CHANGED", adId, ad: expect.objectContaining({ adFrequencyCap: null }) })]);
    expect((await fullRead(key)).set.get(adId)).toMatchObject({
      frequencyCap: { impressions: 2, per: "WEEK" },
      adFrequencyCap: null,
      schedule: null,
    });
  });

  it("an ad outside its campaign's schedule stays servable in the feed, with the schedule to apply", async () => {
    const key = await integrationKey();
    const { organization, apiKey } = await fundedOwner();
    const organizationId = organization.id;
    // One hour a week, never the current one: the campaign's own status says it is outside its schedule.
    const hour = (Math.floor(Date.now() / 3_600_000) + 72 + 5) % 168;
    const hours = Array.from({ length: 7 }, (_, day) => (Math.floor(hour / 24) === day ? [hour % 24] : NONE));
    const campaign = await createStoredCampaignViaApi(organizationId, apiKey, campaignBody({ schedule: { hours } }));
    await setCampaign(campaign._id, { status: "CAMPAIGN_STATUS_ACTIVE" });
    await transaction((tx) => syncServing(tx, { campaignIds: [campaign._id] }));

    const item = (await fullRead(key)).set.get(campaign.ads[0]._id);
    expect(item).toMatchObject({ schedule: { timeZone: "UTC", hours, utcHoursOfWeek: [hour] } });
  });
});
