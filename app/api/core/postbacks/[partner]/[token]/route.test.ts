import { afterEach, describe, expect, it } from "vitest";
import type { AttributionPartner } from "@/lib/attribution/partners";
import { prisma } from "@/lib/db/client";
import { createCampaignWithAds } from "@/lib/test/delivery";
import { createOwner, registerApp } from "@/lib/test/fixtures";
import { attributedApp, createPostbackToken, receiverRows, sendPostback } from "@/lib/test/postbacks";

// Times from the test's own clock: an install two days ago, an event a day after it.
const INSTALL = Math.floor(Date.now() / 1000) - 2 * 86_400;
const EVENT = INSTALL + 86_400 + 120;
const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

type Ids = { adId: string; campaignId: string; creativeId: string };
type Postback = {
  install: () => Record<string, string>;
  purchase: (amount: string, currency: string, name?: string) => Record<string, string>;
  rejected: () => Record<string, string>;
};

/** Each partner's postback as its documentation has it filled in, for the tracking link's ids. */
const FORMATS: Record<AttributionPartner, (ids: Ids, clickId: string) => Postback> = {
  APPSFLYER: (ids, clickId) => {
    const link = { clickid: clickId, af_c_id: ids.campaignId, af_adset_id: ids.adId, af_ad_id: ids.creativeId, af_siteid: "pub-7" };
    const device = { app_id: "com.example.game", advertising_id: "38400000-8cf0-11bd-b23e-10b96e40000d", country: "kr" };
    return {
      install: () => ({ ...link, ...device, install_time: String(INSTALL), event_name: "(event-name)", event_revenue: "" }),
      purchase: (amount, currency, name = "af_purchase") => ({
        ...link,
        ...device,
        install_time: String(INSTALL),
        event_name: name,
        event_time: new Date(EVENT * 1000).toISOString().replace("T", " ").replace("Z", ""),
        event_revenue: amount,
        event_revenue_currency: currency,
      }),
      rejected: () => ({ ...link, ...device, install_time: String(INSTALL), blocked_reason: "ctit_anomalies" }),
    };
  },
  ADJUST: (ids, clickId) => {
    const link = {
      click_id: clickId,
      campaign: `Summer launch (${ids.campaignId})`,
      adgroup: `Puzzle 15s (${ids.adId})`,
      creative: `Banner A (${ids.creativeId})`,
      country: "kr",
      os_name: "android",
      gps_adid: "38400000-8cf0-11bd-b23e-10b96e40000d",
      installed_at: String(INSTALL),
    };
    return {
      install: () => ({ ...link, activity_kind: "install", created_at: String(INSTALL) }),
      purchase: (amount, currency, name = "purchase") => ({
        ...link,
        activity_kind: "event",
        created_at: String(EVENT),
        event_name: name,
        revenue: amount,
        currency,
      }),
      rejected: () => ({ ...link, activity_kind: "rejected_install", created_at: String(INSTALL), rejection_reason: "click_injection" }),
    };
  },
  SINGULAR: (ids, clickId) => {
    const link = { cl: clickId, pcid: ids.campaignId, pscid: ids.adId, pcrid: ids.creativeId, psid: "pub-7", country: "KR", os: "Android" };
    return {
      install: () => ({ ...link, event: "__START__", install_ts: String(INSTALL), event_ts: String(INSTALL) }),
      purchase: (amount, currency, name = "purchase") => ({
        ...link,
        event: name,
        amount,
        currency,
        install_ts: String(INSTALL),
        event_ts: String(EVENT),
      }),
      rejected: () => ({ ...link, install_ts: String(INSTALL), rejected: "1" }),
    };
  },
  GENERIC: (ids, clickId) => {
    const link = {
      click_id: clickId,
      campaign_id: ids.campaignId,
      ad_id: ids.adId,
      creative_id: ids.creativeId,
      country: "KR",
      platform: "android",
    };
    return {
      install: () => ({ ...link, kind: "install", install_time: iso(INSTALL) }),
      purchase: (amount, currency, name = "purchase") => ({
        ...link,
        kind: "event",
        install_time: iso(INSTALL),
        event_time: iso(EVENT),
        event_name: name,
        revenue: amount,
        currency,
        event_id: `evt-${clickId}-${name}-${amount}`,
      }),
      rejected: () => ({ ...link, kind: "rejected_install", install_time: iso(INSTALL) }),
    };
  },
};

async function rollupTotals(organizationId: string) {
  const rows = await prisma.attributionRollup.findMany({ where: { organizationId } });
  const sum = (field: "installs" | "rejectedInstalls" | "events" | "revenue" | "unconvertedEvents") =>
    rows.reduce((total, row) => total + Number(row[field]), 0);
  return {
    installs: sum("installs"),
    rejectedInstalls: sum("rejectedInstalls"),
    events: sum("events"),
    revenue: sum("revenue"),
    unconvertedEvents: sum("unconvertedEvents"),
  };
}

afterEach(() => {
  delete process.env.POSTBACK_RATE_LIMIT_REQUESTS;
});

for (const partner of ["APPSFLYER", "ADJUST", "SINGULAR", "GENERIC"] as const) {
  describe(`postbacks from ${partner}`, () => {
    it("counts an install, a purchase with revenue and a rejected install; a retry is stored once", async () => {
      const setup = await attributedApp({ partner });
      const ids = { adId: setup.ads[0].id, campaignId: setup.campaign.id, creativeId: setup.creatives[0].id };
      const format = FORMATS[partner](ids, "clk-1");

      const install = await sendPostback(partner, setup.token, { query: format.install() });
      expect(install.status, install.text).toBe(200);
      expect(install.json).toMatchObject({ outcome: "ATTRIBUTED", kind: "INSTALL", duplicate: false });

      const purchase = await sendPostback(partner, setup.token, { query: format.purchase("12000", "KRW") });
      expect(purchase.status, purchase.text).toBe(200);
      expect(purchase.json).toMatchObject({ outcome: "ATTRIBUTED", kind: "EVENT" });

      const rejected = await sendPostback(partner, setup.token, { query: format.rejected() });
      expect(rejected.status, rejected.text).toBe(200);
      expect(rejected.json).toMatchObject({ outcome: "ATTRIBUTED", kind: "REJECTED_INSTALL" });

      // The partner retries all three: 200 each, the first's id, nothing new.
      for (const [query, first] of [
        [format.install(), install],
        [format.purchase("12000", "KRW"), purchase],
        [format.rejected(), rejected],
      ] as const) {
        const retry = await sendPostback(partner, setup.token, { query });
        expect(retry.status, retry.text).toBe(200);
        expect(retry.json).toMatchObject({ postbackId: first.json.postbackId, duplicate: true });
      }

      expect(await rollupTotals(setup.organizationId)).toEqual({
        installs: 1,
        rejectedInstalls: 1,
        events: 1,
        revenue: 12000,
        unconvertedEvents: 0,
      });
      const stored = await prisma.postback.findUniqueOrThrow({ where: { id: purchase.json.postbackId } });
      expect(stored).toMatchObject({
        partner,
        outcome: "ATTRIBUTED",
        adId: ids.adId,
        campaignId: ids.campaignId,
        creativeId: ids.creativeId,
        clickId: "clk-1",
        country: "KR",
        platform: "APP_PLATFORM_ANDROID",
        eventName: partner === "APPSFLYER" ? "af_purchase" : "purchase",
        currency: "KRW",
        revenueKrw: 12000n,
      });
      expect(stored.installAt?.getTime()).toBe(INSTALL * 1000);
      expect(stored.eventAt?.getTime()).toBe(EVENT * 1000);
      expect(stored.rawQuery).toContain("clk-1");
      const cohort = await prisma.attributionRollup.findFirstOrThrow({ where: { organizationId: setup.organizationId, events: 1n } });
      expect(cohort).toMatchObject({ adId: ids.adId, creativeId: ids.creativeId, country: "KR", source: "MMP", dayOffset: 1 });
      expect(await prisma.postback.count({ where: { appId: setup.appId } })).toBe(3);
    });

    it("converts revenue at its day's rate, counts it apart without one, and leaves out events that carry no revenue by the settings", async () => {
      const setup = await attributedApp({ partner });
      const ids = { adId: setup.ads[0].id, campaignId: setup.campaign.id, creativeId: setup.creatives[0].id };
      const rateDay = new Date(
        Date.UTC(new Date(EVENT * 1000).getUTCFullYear(), new Date(EVENT * 1000).getUTCMonth(), new Date(EVENT * 1000).getUTCDate()),
      );
      await prisma.exchangeRate.upsert({
        where: { date_currency: { date: rateDay, currency: "USD" } },
        create: { date: rateDay, currency: "USD", rate: "1400.5" },
        update: { rate: "1400.5" },
      });
      const usd = await sendPostback(partner, setup.token, { query: FORMATS[partner](ids, "clk-usd").purchase("4.99", "USD") });
      expect(usd.status, usd.text).toBe(200);
      const eur = await sendPostback(partner, setup.token, { query: FORMATS[partner](ids, "clk-eur").purchase("3.50", "EUR") });
      expect(eur.status, eur.text).toBe(200);
      const level = await sendPostback(partner, setup.token, {
        query: FORMATS[partner](ids, "clk-lvl").purchase("9.99", "USD", "level_up"),
      });
      expect(level.status, level.text).toBe(200);
      // 4.99 × 1400.5 = 6988.495 → 6988 won; EUR has no rate that day; level_up is not a revenue event.
      expect(await rollupTotals(setup.organizationId)).toMatchObject({ events: 3, revenue: 6988, unconvertedEvents: 1 });
      const waiting = await prisma.postback.findUniqueOrThrow({ where: { id: eur.json.postbackId } });
      expect(waiting).toMatchObject({ currency: "EUR", revenueKrw: null });
      expect(waiting.revenue?.toString()).toBe("3.5");
      const notRevenue = await prisma.postback.findUniqueOrThrow({ where: { id: level.json.postbackId } });
      expect(notRevenue).toMatchObject({ revenue: null, currency: null, eventName: "level_up" });
    });

    it("refuses a wrong token with 403 and writes nothing", async () => {
      const setup = await attributedApp({ partner });
      const ids = { adId: setup.ads[0].id, campaignId: setup.campaign.id, creativeId: setup.creatives[0].id };
      const before = await receiverRows(setup.appId, setup.organizationId);
      for (const token of [`opt_${"A".repeat(40)}`, "not-a-token", setup.token.slice(0, -1) + (setup.token.endsWith("x") ? "y" : "x")]) {
        const res = await sendPostback(partner, token, { query: FORMATS[partner](ids, "clk-1").install() });
        expect(res.status).toBe(403);
        expect(res.json).toMatchObject({ statusCode: 403, code: "Forbidden", reason: "POSTBACK_TOKEN_INVALID" });
      }
      expect(await receiverRows(setup.appId, setup.organizationId)).toEqual(before);
    });

    it("quarantines a malformed postback with 400, counting nothing", async () => {
      const setup = await attributedApp({ partner });
      const ids = { adId: setup.ads[0].id, campaignId: setup.campaign.id, creativeId: setup.creatives[0].id };
      const query = { ...FORMATS[partner](ids, "clk-1").purchase("lots", "KRW") };
      const res = await sendPostback(partner, setup.token, { query });
      expect(res.status, res.text).toBe(400);
      expect(res.json).toMatchObject({ statusCode: 400, code: "BadRequest", reason: "POSTBACK_MALFORMED" });
      expect(res.json.details.map((d: { message: string }) => d.message).join()).toContain("revenue");
      const kept = await prisma.postback.findMany({ where: { appId: setup.appId } });
      expect(kept).toHaveLength(1);
      expect(kept[0]).toMatchObject({ outcome: "QUARANTINED", outcomeReason: "MALFORMED", kind: null });
      // The same malformed postback again: still 400, still kept once.
      expect((await sendPostback(partner, setup.token, { query })).status).toBe(400);
      expect(await receiverRows(setup.appId, setup.organizationId)).toEqual({ postbacks: 1, rollups: 0 });
    });

    it("stores a postback naming an ad of another organization, or none, as unmatched and never counts it", async () => {
      const setup = await attributedApp({ partner });
      const other = await createOwner();
      const { campaign, ads } = await createCampaignWithAds(other.organization.id);
      const creative = await prisma.creative.findFirstOrThrow({ where: { adId: ads[0].id } });
      const foreign = await sendPostback(partner, setup.token, {
        query: FORMATS[partner]({ adId: ads[0].id, campaignId: campaign.id, creativeId: creative.id }, "clk-x").install(),
      });
      expect(foreign.status, foreign.text).toBe(200);
      expect(foreign.json).toMatchObject({ outcome: "UNMATCHED", outcomeReason: "AD_OF_ANOTHER_ORGANIZATION" });
      const none = await sendPostback(partner, setup.token, {
        query: Object.fromEntries(
          Object.entries(FORMATS[partner]({ adId: "", campaignId: "", creativeId: "" }, "clk-y").install()).filter(
            ([, v]) => !v.includes("()"),
          ),
        ),
      });
      expect(none.status, none.text).toBe(200);
      expect(none.json).toMatchObject({ outcome: "UNMATCHED", outcomeReason: "NO_AD" });
      expect(await receiverRows(setup.appId, setup.organizationId)).toEqual({ postbacks: 2, rollups: 0 });
      expect(await receiverRows(setup.appId, other.organization.id)).toMatchObject({ rollups: 0 });
    });
  });
}

describe("the postback token and its policy", () => {
  const install = (setup: Awaited<ReturnType<typeof attributedApp>>, clickId = "clk-1") =>
    FORMATS.APPSFLYER({ adId: setup.ads[0].id, campaignId: setup.campaign.id, creativeId: setup.creatives[0].id }, clickId).install();

  it("refuses a revoked token, one past its overlap and another app's partner; a rotated one works until it retires", async () => {
    const setup = await attributedApp();
    const revoked = await createPostbackToken(setup.organizationId, setup.appId, [], { revokedAt: new Date() });
    const retired = await createPostbackToken(setup.organizationId, setup.appId, [], { retiresAt: new Date(Date.now() - 1000) });
    const overlapping = await createPostbackToken(setup.organizationId, setup.appId, [], { retiresAt: new Date(Date.now() + 3_600_000) });
    for (const token of [revoked.token, retired.token]) {
      const res = await sendPostback("APPSFLYER", token, { query: install(setup) });
      expect(res.json).toMatchObject({ statusCode: 403, reason: "POSTBACK_TOKEN_INVALID" });
    }
    const wrongPartner = await sendPostback("ADJUST", setup.token, { query: install(setup) });
    expect(wrongPartner.json).toMatchObject({ statusCode: 403, reason: "POSTBACK_PARTNER_MISMATCH" });
    expect(await receiverRows(setup.appId, setup.organizationId)).toEqual({ postbacks: 0, rollups: 0 });
    const ok = await sendPostback("APPSFLYER", overlapping.token, { query: install(setup) });
    expect(ok.status, ok.text).toBe(200);
  });

  it("enforces the token's address allow list", async () => {
    const setup = await attributedApp({ ipWhitelist: ["10.1.0.0/16"] });
    const outside = await sendPostback("APPSFLYER", setup.token, { query: install(setup), ip: "10.2.0.5" });
    expect(outside.json).toMatchObject({ statusCode: 403, reason: "IP_NOT_ALLOWED" });
    expect(await receiverRows(setup.appId, setup.organizationId)).toEqual({ postbacks: 0, rollups: 0 });
    const inside = await sendPostback("APPSFLYER", setup.token, { query: install(setup), ip: "10.1.3.4" });
    expect(inside.status, inside.text).toBe(200);
  });

  it("rate-limits per token with 429 and Retry-After, writing nothing", async () => {
    process.env.POSTBACK_RATE_LIMIT_REQUESTS = "2";
    const setup = await attributedApp();
    expect((await sendPostback("APPSFLYER", setup.token, { query: install(setup, "a") })).status).toBe(200);
    expect((await sendPostback("APPSFLYER", setup.token, { query: install(setup, "b") })).status).toBe(200);
    const third = await sendPostback("APPSFLYER", setup.token, { query: install(setup, "c") });
    expect(third.status).toBe(429);
    expect(third.json).toMatchObject({ reason: "RATE_LIMITED" });
    expect(Number(third.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await receiverRows(setup.appId, setup.organizationId)).toMatchObject({ postbacks: 2 });
  });

  it("reads POST bodies as JSON and as a form, and stamps lastUsedAt once, not on every postback", async () => {
    const setup = await attributedApp({ partner: "GENERIC" });
    const ids = { adId: setup.ads[0].id, campaignId: setup.campaign.id, creativeId: setup.creatives[0].id };
    const json = await sendPostback("GENERIC", setup.token, {
      method: "POST",
      rawBody: JSON.stringify(FORMATS.GENERIC(ids, "clk-json").install()),
      contentType: "application/json",
    });
    expect(json.status, json.text).toBe(200);
    const stamp = (await prisma.postbackToken.findUniqueOrThrow({ where: { id: setup.tokenId } })).lastUsedAt;
    expect(stamp).not.toBeNull();
    const form = await sendPostback("GENERIC", setup.token, {
      method: "POST",
      rawBody: new URLSearchParams(FORMATS.GENERIC(ids, "clk-form").install()).toString(),
      contentType: "application/x-www-form-urlencoded",
    });
    expect(form.status, form.text).toBe(200);
    expect(form.json).toMatchObject({ outcome: "ATTRIBUTED", kind: "INSTALL" });
    expect((await prisma.postbackToken.findUniqueOrThrow({ where: { id: setup.tokenId } })).lastUsedAt).toEqual(stamp);
    const stored = await prisma.postback.findUniqueOrThrow({ where: { id: form.json.postbackId } });
    expect(stored).toMatchObject({ method: "POST", clickId: "clk-form" });
    expect(stored.rawBody).toContain("clk-form");
  });

  it("counts an ad of another app of the same organization as unmatched", async () => {
    const setup = await attributedApp();
    const otherApp = await registerApp(setup.organizationId, { name: "Other Game" });
    await prisma.ad.update({ where: { id: setup.ads[0].id }, data: { promotedAppId: otherApp.id } });
    const res = await sendPostback("APPSFLYER", setup.token, { query: install(setup) });
    expect(res.json).toMatchObject({ outcome: "UNMATCHED", outcomeReason: "AD_OF_ANOTHER_APP" });
    expect(await receiverRows(setup.appId, setup.organizationId)).toEqual({ postbacks: 1, rollups: 0 });
  });
});
