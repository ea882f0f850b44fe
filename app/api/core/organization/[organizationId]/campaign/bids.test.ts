import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { callRoute } from "@/lib/test/call-route";
import { createOwner, registerApp } from "@/lib/test/fixtures";
import { adBody, campaignBody, campaignPath, campaignsPath, createCampaignViaApi, postCampaign } from "@/lib/test/campaigns";
import { storeDelivery } from "@/lib/test/delivery-rows";
import { GET as listRoute } from "./route";
import { GET as getRoute, PATCH as patchRoute } from "./[campaignId]/route";
import { POST as duplicateRoute } from "./[campaignId]/duplicate/route";

// Bids (CPM or CPI, a default and per-country bids) and goals (target CPI or D7 ROAS) through create, PATCH,
// duplicate, GET and the list, and every refusal leaving nothing written.

const CPI_BID = { type: "BID_TYPE_CPI", amount: 2500, countries: [{ country: "JP", amount: 3000 }] };
const CPI_GOAL = { type: "GOAL_TYPE_TARGET_CPI", target: 2800 };
const TARGETING = {
  platforms: ["APP_PLATFORM_ANDROID"],
  devices: ["DEVICE_TYPE_MOBILE_TABLET"],
  tags: [],
  locations: ["KR", "JP"],
  languages: [],
};

/** An owner with an app whose attribution is set up (a partner for Android), and one without. */
async function ownerWithApps() {
  const owner = await createOwner();
  const organizationId = owner.organization.id;
  const attributed = await registerApp(organizationId);
  await prisma.attributionSetting.create({
    data: {
      appId: attributed.id,
      platform: "APP_PLATFORM_ANDROID",
      organizationId,
      partner: "APPSFLYER",
      partnerAppId: "com.example.game",
      conversionEvents: [],
      revenueEvents: ["af_purchase"],
    },
  });
  const bare = await registerApp(organizationId, { name: "Bare Game" });
  return { ...owner, organizationId, attributedAppId: attributed.id, bareAppId: bare.id };
}

const body = (appId: string | undefined, extra: Record<string, unknown> = {}) =>
  campaignBody({ targeting: TARGETING, ads: [adBody(appId ? { promotedAppId: appId } : {})], ...extra });

const patch = (organizationId: string, campaignId: string, apiKey: string, patchBody: unknown) =>
  callRoute(patchRoute, "PATCH", campaignPath(organizationId, campaignId), {
    params: { organizationId, campaignId },
    apiKey,
    body: patchBody,
  });
const get = (organizationId: string, campaignId: string, apiKey: string) =>
  callRoute(getRoute, "GET", campaignPath(organizationId, campaignId), { params: { organizationId, campaignId }, apiKey });

/** What a bid or goal change may touch: the campaign's row and its country bids. */
async function stored(campaignId: string) {
  return prisma.campaign.findUniqueOrThrow({ where: { id: campaignId }, include: { countryBids: { orderBy: { country: "asc" } } } });
}

async function refusedWithNothingWritten(campaignId: string, send: () => Promise<{ status: number; json: { reason?: string } }>) {
  const before = await stored(campaignId);
  const res = await send();
  expect(await stored(campaignId)).toEqual(before);
  return res;
}

const issuesOf = (json: { details?: { path: string }[] }) => (json.details ?? []).map((detail) => detail.path);

describe("bids and goals through create, GET and the list", () => {
  it("stores a CPI bid with a country bid and a target CPI, and answers them (goal not checked yet)", async () => {
    const { organizationId, apiKey, attributedAppId } = await ownerWithApps();
    const created = await createCampaignViaApi(organizationId, apiKey, body(attributedAppId, { bid: CPI_BID, goal: CPI_GOAL }));
    expect(created.bid).toEqual(CPI_BID);
    expect(created.goal).toEqual(CPI_GOAL);
    expect(created.goalStatus).toEqual({ state: "GOAL_STATE_NOT_ENOUGH_DATA", checkedAt: null, countries: [] });

    const row = await stored(created._id);
    expect(row).toMatchObject({ bidType: "BID_TYPE_CPI", bidAmount: 2500n, goalType: "GOAL_TYPE_TARGET_CPI", goalTarget: 2800n });
    expect(row.countryBids.map(({ country, amount }) => ({ country, amount }))).toEqual([{ country: "JP", amount: 3000n }]);

    const read = await get(organizationId, created._id, apiKey);
    expect(read.status, read.text).toBe(200);
    expect(read.json).toMatchObject({ bid: CPI_BID, goal: CPI_GOAL, goalStatus: created.goalStatus });
    const list = await callRoute(listRoute, "GET", campaignsPath(organizationId), { params: { organizationId }, apiKey });
    expect(list.status, list.text).toBe(200);
    expect(list.json.items[0]).toMatchObject({ _id: created._id, bid: CPI_BID, goal: CPI_GOAL });
  });

  it("defaults to CPM without a goal; a CPM campaign may bid per country (over every ad's cpm) without attribution", async () => {
    const { organizationId, apiKey } = await ownerWithApps();
    const plain = await createCampaignViaApi(organizationId, apiKey, body(undefined));
    expect(plain.bid).toEqual({ type: "BID_TYPE_CPM", amount: null, countries: [] });
    expect(plain.goal).toEqual({ type: "GOAL_TYPE_NONE", target: null });
    const countries = await createCampaignViaApi(
      organizationId,
      apiKey,
      body(undefined, { bid: { countries: [{ country: "KR", amount: 4000 }] }, goal: { type: "GOAL_TYPE_NONE" } }),
    );
    expect(countries.bid).toEqual({ type: "BID_TYPE_CPM", amount: null, countries: [{ country: "KR", amount: 4000 }] });
  });

  it("a country bid for any country when the campaign targets everywhere", async () => {
    const { organizationId, apiKey } = await ownerWithApps();
    const everywhere = await createCampaignViaApi(
      organizationId,
      apiKey,
      body(undefined, {
        targeting: { ...TARGETING, locations: [] },
        bid: { type: "BID_TYPE_CPI", amount: 100, countries: [{ country: "BR", amount: 50 }] },
      }),
    );
    expect(everywhere.bid.countries).toEqual([{ country: "BR", amount: 50 }]);
  });

  it.each([
    ["an amount below 1", { bid: { type: "BID_TYPE_CPI", amount: 0 } }, "VALIDATION_FAILED", "bid.amount"],
    ["an amount above the budget", { bid: { type: "BID_TYPE_CPI", amount: 1_000_001 } }, "VALIDATION_FAILED", "bid.amount"],
    [
      "a country bid above the budget",
      { bid: { countries: [{ country: "JP", amount: 2_000_000 }] } },
      "VALIDATION_FAILED",
      "bid.countries.0.amount",
    ],
    ["CPI without an amount", { bid: { type: "BID_TYPE_CPI" } }, "VALIDATION_FAILED", "bid.amount"],
    ["an amount on CPM", { bid: { type: "BID_TYPE_CPM", amount: 100 } }, "VALIDATION_FAILED", "bid.amount"],
    [
      "a country not targeted",
      { bid: { type: "BID_TYPE_CPI", amount: 100, countries: [{ country: "US", amount: 50 }] } },
      "VALIDATION_FAILED",
      "bid.countries.0.country",
    ],
    [
      "a country twice",
      {
        bid: {
          countries: [
            { country: "JP", amount: 5 },
            { country: "JP", amount: 6 },
          ],
        },
      },
      "VALIDATION_FAILED",
      "bid.countries.1.country",
    ],
    ["a goal without a target", { goal: { type: "GOAL_TYPE_TARGET_ROAS_D7" } }, "VALIDATION_FAILED", "goal.target"],
    ["a goal on an app without attribution", { goal: CPI_GOAL, app: "bare" }, "ATTRIBUTION_NOT_SET_UP", "goal.type"],
    ["a goal on a campaign promoting no app", { goal: CPI_GOAL, app: "none" }, "ATTRIBUTION_NOT_SET_UP", "goal.type"],
  ])("400 for %s, nothing written", async (_, extra, reason, path) => {
    const { organizationId, apiKey, attributedAppId, bareAppId } = await ownerWithApps();
    const { app, ...rest } = extra as Record<string, unknown>;
    const appId = app === "bare" ? bareAppId : app === "none" ? undefined : attributedAppId;
    const res = await postCampaign(organizationId, apiKey, body(appId, rest));
    expect(res.status, res.text).toBe(400);
    expect(res.json.reason).toBe(reason);
    expect(issuesOf(res.json)).toContain(path);
    expect(await prisma.campaign.count({ where: { organizationId } })).toBe(0);
    expect(await prisma.campaignCountryBid.count({ where: { campaign: { organizationId } } })).toBe(0);
  });
});

describe("bids and goals through PATCH", () => {
  it("changes the amount, replaces the country bids and sets a D7 ROAS goal; members left out keep their value", async () => {
    const { organizationId, apiKey, attributedAppId } = await ownerWithApps();
    const created = await createCampaignViaApi(organizationId, apiKey, body(attributedAppId, { bid: CPI_BID }));
    const res = await patch(organizationId, created._id, apiKey, {
      bid: { amount: 2000, countries: [{ country: "KR", amount: 2200 }] },
      goal: { type: "GOAL_TYPE_TARGET_ROAS_D7", target: 120 },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.json.bid).toEqual({ type: "BID_TYPE_CPI", amount: 2000, countries: [{ country: "KR", amount: 2200 }] });
    expect(res.json.goal).toEqual({ type: "GOAL_TYPE_TARGET_ROAS_D7", target: 120 });
    // a PATCH of other fields leaves bid and goal alone
    const renamed = await patch(organizationId, created._id, apiKey, { name: "Renamed" });
    expect(renamed.json).toMatchObject({ bid: res.json.bid, goal: res.json.goal });
    const none = await patch(organizationId, created._id, apiKey, { goal: { type: "GOAL_TYPE_NONE" } });
    expect(none.json.goal).toEqual({ type: "GOAL_TYPE_NONE", target: null });
    expect(none.json.goalStatus).toEqual({ state: "GOAL_STATE_NONE", checkedAt: null, countries: [] });
  });

  it("switches CPM to CPI before anything was spent", async () => {
    const { organizationId, apiKey } = await ownerWithApps();
    const created = await createCampaignViaApi(organizationId, apiKey, body(undefined));
    const res = await patch(organizationId, created._id, apiKey, { bid: { type: "BID_TYPE_CPI", amount: 1500 } });
    expect(res.status, res.text).toBe(200);
    expect(res.json.bid).toEqual({ type: "BID_TYPE_CPI", amount: 1500, countries: [] });
    // and back: the CPI amount goes with the CPI type
    const back = await patch(organizationId, created._id, apiKey, { bid: { type: "BID_TYPE_CPM" } });
    expect(back.json.bid).toEqual({ type: "BID_TYPE_CPM", amount: null, countries: [] });
  });

  it("409 BID_TYPE_LOCKED once the campaign has spent (its budget moved, or a delivery row was charged); the amount may still change", async () => {
    const { organizationId, apiKey, attributedAppId } = await ownerWithApps();
    const spent = await createCampaignViaApi(organizationId, apiKey, body(attributedAppId, { bid: CPI_BID }));
    await prisma.campaign.update({ where: { id: spent._id }, data: { budgetRemain: 997_500n } });
    const locked = await refusedWithNothingWritten(spent._id, () =>
      patch(organizationId, spent._id, apiKey, { bid: { type: "BID_TYPE_CPM" } }),
    );
    expect(locked.status).toBe(409);
    expect(locked.json.reason).toBe("BID_TYPE_LOCKED");
    const amount = await patch(organizationId, spent._id, apiKey, { bid: { amount: 2600 } });
    expect(amount.status, amount.text).toBe(200);

    const delivered = await createCampaignViaApi(organizationId, apiKey, body(undefined));
    await storeDelivery([{ adId: delivered.ads[0]._id, date: "2026-01-05", impressions: 1000, clicks: 1, installs: 0, spend: 3000 }]);
    const lockedToo = await refusedWithNothingWritten(delivered._id, () =>
      patch(organizationId, delivered._id, apiKey, { bid: { type: "BID_TYPE_CPI", amount: 100 } }),
    );
    expect(lockedToo.status).toBe(409);
    expect(lockedToo.json.reason).toBe("BID_TYPE_LOCKED");
  });

  it.each([
    ["a country not targeted", { bid: { countries: [{ country: "US", amount: 100 }] } }, "VALIDATION_FAILED", "bid.countries.0.country"],
    [
      "locations narrowed below a country bid",
      { targeting: { ...TARGETING, locations: ["KR"] } },
      "VALIDATION_FAILED",
      "targeting.locations",
    ],
    ["a budget below the bid", { budget: 2000 }, "VALIDATION_FAILED", "bid.amount"],
    ["an amount above the budget", { bid: { amount: 1_000_001 } }, "VALIDATION_FAILED", "bid.amount"],
    ["an amount below 1", { bid: { amount: 0 } }, "VALIDATION_FAILED", "bid.amount"],
    ["CPI's amount removed", { bid: { amount: null } }, "VALIDATION_FAILED", "bid.amount"],
    ["a goal on an app without attribution", { goal: CPI_GOAL, app: "bare" }, "ATTRIBUTION_NOT_SET_UP", "goal.type"],
  ])("400 for %s, nothing written", async (_, extra, reason, path) => {
    const { organizationId, apiKey, attributedAppId, bareAppId } = await ownerWithApps();
    const { app, ...patchBody } = extra as Record<string, unknown>;
    const created = await createCampaignViaApi(
      organizationId,
      apiKey,
      body(app === "bare" ? bareAppId : attributedAppId, { bid: CPI_BID }),
    );
    const res = await refusedWithNothingWritten(created._id, () => patch(organizationId, created._id, apiKey, patchBody));
    expect(res.status, JSON.stringify(res.json)).toBe(400);
    expect(res.json.reason).toBe(reason);
    expect(issuesOf(res.json as { details?: { path: string }[] })).toContain(path);
  });

  it("narrowing locations and dropping the country bid in one PATCH is accepted", async () => {
    const { organizationId, apiKey, attributedAppId } = await ownerWithApps();
    const created = await createCampaignViaApi(organizationId, apiKey, body(attributedAppId, { bid: CPI_BID }));
    const res = await patch(organizationId, created._id, apiKey, {
      targeting: { ...TARGETING, locations: ["KR"] },
      bid: { countries: [] },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.json.bid.countries).toEqual([]);
    expect(await prisma.campaignCountryBid.count({ where: { campaignId: created._id } })).toBe(0);
  });
});

describe("bids and goals through duplicate", () => {
  it("copies the bid type, amount, country bids and goal", async () => {
    const { organizationId, apiKey, attributedAppId } = await ownerWithApps();
    const source = await createCampaignViaApi(organizationId, apiKey, body(attributedAppId, { bid: CPI_BID, goal: CPI_GOAL }));
    const res = await callRoute(duplicateRoute, "POST", `${campaignPath(organizationId, source._id)}/duplicate`, {
      params: { organizationId, campaignId: source._id },
      apiKey,
    });
    expect(res.status, res.text).toBe(200);
    expect(res.json._id).not.toBe(source._id);
    expect(res.json).toMatchObject({ bid: CPI_BID, goal: CPI_GOAL });
    expect(await prisma.campaignCountryBid.count({ where: { campaignId: res.json._id } })).toBe(1);
  });
});
