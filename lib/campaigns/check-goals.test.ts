import { beforeAll, describe, expect, it, vi } from "vitest";
import { prisma } from "@/lib/db/client";
import { dispatchEvents } from "@/lib/event-dispatch/dispatch-events";
import { writeTimedEvents } from "@/lib/operations/events/timed-events";
import { callRoute, ORIGIN } from "@/lib/test/call-route";
import { postbackApp, addRollup, storePostback } from "@/lib/test/attribution-reports";
import { adBody, campaignBody, campaignPath, createCampaignViaApi, setCampaign } from "@/lib/test/campaigns";
import { storeDelivery } from "@/lib/test/delivery-rows";
import { fundedOwner } from "@/lib/test/ads";
import { setPlatformStatus } from "@/lib/test/fixtures";
import { GET as getCampaign } from "@/app/api/core/organization/[organizationId]/campaign/[campaignId]/route";
import { checkCampaignGoals, goalCheckIntervalMs, goalWindow } from "./check-goals";

// The recurring goal check over synthetic 7-day histories: delivery charged by country (CPM) or installs charged
// from their postbacks (CPI), attributed installs and D7 revenue from the rollup, compared per country and overall,
// stored, shown in the campaign's answer, and campaign.goal_missed written once per turn into OFF_TARGET.

beforeAll(() => {
  vi.stubEnv("PUBLIC_URL", ORIGIN);
});

const NOW = new Date("2026-12-10T12:00:00Z");
const later = (hours: number) => new Date(NOW.getTime() + hours * 3_600_000);
/** A day of the window (the 7 complete UTC days before NOW's): 2026-12-03 … 2026-12-09. */
const DAY = "2026-12-05";
const INSIDE = new Date(`${DAY}T10:00:00Z`);

async function goalCampaign(extra: Record<string, unknown>) {
  // funded, its app approved: serving shows only what the goal says
  const owner = await fundedOwner();
  const organizationId = owner.organization.id;
  const { appId, tokenId } = await postbackApp(organizationId);
  await setPlatformStatus(appId, "APP_PLATFORM_ANDROID", "APPROVAL_STATUS_APPROVED");
  await prisma.attributionSetting.create({
    data: {
      appId,
      platform: "APP_PLATFORM_ANDROID",
      organizationId,
      partner: "APPSFLYER",
      partnerAppId: "com.example.game",
      conversionEvents: [],
      revenueEvents: ["af_purchase"],
    },
  });
  const campaign = await createCampaignViaApi(
    organizationId,
    owner.apiKey,
    campaignBody({
      targeting: { platforms: [], devices: [], tags: [], locations: ["KR", "JP"], languages: [] },
      ads: [adBody({ promotedAppId: appId })],
      ...extra,
    }),
  );
  await setCampaign(campaign._id, { status: "CAMPAIGN_STATUS_ACTIVE" });
  const adId = campaign.ads[0]._id as string;
  const key = (country: string, installAt = INSIDE) => ({
    organizationId,
    campaignId: campaign._id as string,
    adId,
    creativeId: "",
    country,
    platform: "APP_PLATFORM_ANDROID",
    source: "MMP" as const,
    installAt,
    dayOffset: 0,
    eventName: "",
  });
  return { ...owner, organizationId, appId, tokenId, campaignId: campaign._id as string, adId, key };
}

const answer = async (organizationId: string, campaignId: string, apiKey: string) => {
  const res = await callRoute(getCampaign, "GET", campaignPath(organizationId, campaignId), {
    params: { organizationId, campaignId },
    apiKey,
  });
  expect(res.status, res.text).toBe(200);
  return res.json;
};
const goalEvents = (organizationId: string) => prisma.event.count({ where: { organizationId, type: "campaign.goal_missed" } });

describe("goal check", () => {
  it("the window is the 7 complete UTC days before today", () => {
    expect(goalWindow(NOW)).toEqual({ from: "2026-12-03", to: "2026-12-10" });
  });

  it("CPM with a target CPI: JP off target (₩3,200 against ₩2,500), KR and all countries on; once per turn into OFF_TARGET", async () => {
    const c = await goalCampaign({ goal: { type: "GOAL_TYPE_TARGET_CPI", target: 2500 } });
    await storeDelivery([
      { adId: c.adId, date: DAY, country: "JP", impressions: 20_000, clicks: 100, installs: 20, spend: 64_000 },
      { adId: c.adId, date: DAY, country: "KR", impressions: 12_000, clicks: 60, installs: 30, spend: 36_000 },
      // outside the window: today, and the day before it began
      { adId: c.adId, date: "2026-12-10", country: "JP", impressions: 1, clicks: 0, installs: 0, spend: 900_000 },
      { adId: c.adId, date: "2026-12-02", country: "JP", impressions: 1, clicks: 0, installs: 0, spend: 900_000 },
    ]);
    await addRollup(c.key("JP"), { installs: 20n });
    await addRollup(c.key("KR"), { installs: 30n });
    await addRollup(c.key("JP", new Date("2026-12-10T01:00:00Z")), { installs: 500n });

    expect(await checkCampaignGoals(NOW)).toBeGreaterThanOrEqual(1);
    expect(await goalEvents(c.organizationId)).toBe(1);
    const read = await answer(c.organizationId, c.campaignId, c.apiKey);
    expect(read.goalStatus).toEqual({
      state: "GOAL_STATE_OFF_TARGET",
      checkedAt: NOW.toISOString(),
      countries: [
        { country: "", state: "GOAL_STATE_ON_TARGET", spend: 100_000, installs: 50, cpi: 2000, roasD7: 0 },
        { country: "JP", state: "GOAL_STATE_OFF_TARGET", spend: 64_000, installs: 20, cpi: 3200, roasD7: 0 },
        { country: "KR", state: "GOAL_STATE_ON_TARGET", spend: 36_000, installs: 30, cpi: 1200, roasD7: 0 },
      ],
    });
    expect(read.serving.status).toBe("LIMITED");
    expect(read.serving.reasons).toContainEqual({
      reason: "GOAL_MISSED",
      message: "The last 7 complete UTC days missed the goal: CPI ₩3,200 against a target of ₩2,500 in JP.",
    });

    // The event carries the campaign as answered, and reaches the members' notifications.
    const [event] = await prisma.event.findMany({ where: { organizationId: c.organizationId, type: "campaign.goal_missed" } });
    expect(event.objectId).toBe(c.campaignId);
    expect((event.data as { goalStatus: { state: string } }).goalStatus.state).toBe("GOAL_STATE_OFF_TARGET");
    await dispatchEvents();
    expect(await prisma.notification.count({ where: { eventId: event.id, userId: c.user.id } })).toBe(1);

    // Checked again within the hour: nothing. After it: still off target, no second event.
    await checkCampaignGoals(later(0.5));
    await checkCampaignGoals(later(2));
    expect(await goalEvents(c.organizationId)).toBe(1);
    expect((await answer(c.organizationId, c.campaignId, c.apiKey)).goalStatus.checkedAt).toBe(later(2).toISOString());

    // Back on target (more installs in JP), then off again: one more event, for the new turn.
    await addRollup(c.key("JP"), { installs: 10n });
    await checkCampaignGoals(later(4));
    expect((await answer(c.organizationId, c.campaignId, c.apiKey)).goalStatus.state).toBe("GOAL_STATE_ON_TARGET");
    await storeDelivery([{ adId: c.adId, date: "2026-12-06", country: "JP", impressions: 1, clicks: 0, installs: 0, spend: 50_000 }]);
    await checkCampaignGoals(later(6));
    expect((await answer(c.organizationId, c.campaignId, c.apiKey)).goalStatus.state).toBe("GOAL_STATE_OFF_TARGET");
    expect(await goalEvents(c.organizationId)).toBe(2);
  });

  it("CPI with a target D7 ROAS: spend is what the installs were charged, revenue within 7 days of the install counts", async () => {
    const c = await goalCampaign({
      bid: { type: "BID_TYPE_CPI", amount: 2000 },
      goal: { type: "GOAL_TYPE_TARGET_ROAS_D7", target: 120 },
    });
    for (let i = 0; i < 10; i++) {
      const postback = await storePostback({
        organizationId: c.organizationId,
        appId: c.appId,
        tokenId: c.tokenId,
        campaignId: c.campaignId,
        adId: c.adId,
        country: "JP",
        installAt: INSIDE,
      });
      await prisma.postback.update({
        where: { id: postback.id },
        data: { chargeOutcome: "CHARGED", chargedAmount: 2000n, receivedAt: INSIDE },
      });
    }
    // delivery of a CPI campaign is recorded, not charged: it is not its spend
    await storeDelivery([{ adId: c.adId, date: DAY, country: "JP", impressions: 1000, clicks: 10, installs: 10, spend: 5000, charged: 0 }]);
    await addRollup({ ...c.key("JP"), dayOffset: 3, eventName: "af_purchase" }, { events: 5n, revenue: 30_000n });
    await addRollup({ ...c.key("JP"), dayOffset: 20, eventName: "af_purchase" }, { events: 5n, revenue: 900_000n });

    await checkCampaignGoals(NOW);
    const read = await answer(c.organizationId, c.campaignId, c.apiKey);
    expect(read.goalStatus.state).toBe("GOAL_STATE_ON_TARGET");
    expect(read.goalStatus.countries).toEqual([
      { country: "", state: "GOAL_STATE_ON_TARGET", spend: 20_000, installs: 10, cpi: 2000, roasD7: 150 },
      { country: "JP", state: "GOAL_STATE_ON_TARGET", spend: 20_000, installs: 10, cpi: 2000, roasD7: 150 },
    ]);
    expect(await goalEvents(c.organizationId)).toBe(0);

    // a higher target: off target, in words
    await prisma.campaign.update({ where: { id: c.campaignId }, data: { goalTarget: 200n } });
    await checkCampaignGoals(NOW);
    const missed = await answer(c.organizationId, c.campaignId, c.apiKey);
    expect(missed.goalStatus.state).toBe("GOAL_STATE_OFF_TARGET");
    expect(missed.serving.reasons).toContainEqual({
      reason: "GOAL_MISSED",
      message:
        "The last 7 complete UTC days missed the goal: D7 ROAS 150% against a target of 200% in JP; D7 ROAS 150% against a target of 200% across all countries.",
    });
    expect(await goalEvents(c.organizationId)).toBe(1);
  });

  it("not enough data below 10 attributed installs: no event, no GOAL_MISSED; the timed sweep runs the check", async () => {
    const c = await goalCampaign({ goal: { type: "GOAL_TYPE_TARGET_CPI", target: 100 } });
    await storeDelivery([{ adId: c.adId, date: DAY, country: "JP", impressions: 20_000, clicks: 100, installs: 9, spend: 90_000 }]);
    await addRollup(c.key("JP"), { installs: 9n });
    await writeTimedEvents(later(goalCheckIntervalMs() / 3_600_000));
    const read = await answer(c.organizationId, c.campaignId, c.apiKey);
    expect(read.goalStatus.state).toBe("GOAL_STATE_NOT_ENOUGH_DATA");
    expect(read.goalStatus.countries.map((x: { state: string }) => x.state)).toEqual([
      "GOAL_STATE_NOT_ENOUGH_DATA",
      "GOAL_STATE_NOT_ENOUGH_DATA",
    ]);
    expect(read.serving.reasons.map((r: { reason: string }) => r.reason)).not.toContain("GOAL_MISSED");
    expect(await goalEvents(c.organizationId)).toBe(0);
  });
});
