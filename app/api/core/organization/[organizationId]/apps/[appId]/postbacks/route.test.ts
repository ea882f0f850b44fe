import { describe, expect, it } from "vitest";
import { deleteExpiredPostbacks } from "@/lib/attribution/receiver/postback-retention";
import { prisma } from "@/lib/db/client";
import { callRoute } from "@/lib/test/call-route";
import { addMember, createOwner } from "@/lib/test/fixtures";
import { attributedApp, sendPostback } from "@/lib/test/postbacks";
import { POST as testPostback } from "@/app/api/core/organization/[organizationId]/apps/[appId]/attribution/test-postback/route";
import { GET as exportPostbacks } from "./export/route";
import { GET as listPostbacks } from "./route";

const INSTALL = Math.floor(Date.now() / 1000) - 3 * 86_400;
type Setup = Awaited<ReturnType<typeof attributedApp>>;

const base = (setup: Setup) => `/api/core/organization/${setup.organizationId}/apps/${setup.appId}`;
const list = (setup: Setup, apiKey: string, query: Record<string, string> = {}) =>
  callRoute(listPostbacks, "GET", `${base(setup)}/postbacks`, {
    params: { organizationId: setup.organizationId, appId: setup.appId },
    apiKey,
    query,
  });

/** An attributed install, one naming another ad (unmatched) and an unreadable one (quarantined), in that order. */
async function threeOutcomes(setup: Setup) {
  const link = { clickid: "clk-1", af_c_id: setup.campaign.id, af_adset_id: setup.ads[0].id, advertising_id: "a", country: "KR" };
  expect((await sendPostback("APPSFLYER", setup.token, { query: { ...link, install_time: String(INSTALL) } })).status).toBe(200);
  const other = { ...link, clickid: "clk-2", af_adset_id: "6740a1b2c3d4e5f60000dead", install_time: String(INSTALL + 1) };
  expect((await sendPostback("APPSFLYER", setup.token, { query: other })).status).toBe(200);
  expect((await sendPostback("APPSFLYER", setup.token, { query: { ...link, install_time: "yesterday" } })).status).toBe(400);
}

describe("the app's postback log", () => {
  it("lists the app's postbacks newest first, raw and as read, filtered by outcome and a page at a time", async () => {
    const setup = await attributedApp();
    await threeOutcomes(setup);
    const all = await list(setup, setup.owner.apiKey);
    expect(all.status, all.text).toBe(200);
    expect(all.json.items.map((p: { outcome: string }) => p.outcome)).toEqual(["QUARANTINED", "UNMATCHED", "ATTRIBUTED"]);
    expect(all.json.items[1]).toMatchObject({ outcomeReason: "AD_UNKNOWN", clickId: "clk-2", partner: "APPSFLYER", kind: "INSTALL" });
    expect(all.json.items[0].rawQuery).toContain("install_time=yesterday");

    const unread = await list(setup, setup.owner.apiKey, { outcome: "UNMATCHED,QUARANTINED" });
    expect(unread.json.items.map((p: { outcome: string }) => p.outcome)).toEqual(["QUARANTINED", "UNMATCHED"]);

    const first = await list(setup, setup.owner.apiKey, { limit: "2" });
    expect(first.json.items).toHaveLength(2);
    const second = await list(setup, setup.owner.apiKey, { limit: "2", cursor: first.json.nextCursor });
    expect(second.json.items.map((p: { outcome: string }) => p.outcome)).toEqual(["ATTRIBUTED"]);
    expect(second.json.nextCursor).toBeNull();

    expect((await list(setup, setup.owner.apiKey, { outcome: "LOST" })).status).toBe(400);
    // A viewer reads it (app:read); another organization's member does not.
    const viewer = await addMember(setup.organizationId, "viewer");
    expect((await list(setup, viewer.apiKey)).status).toBe(200);
    const stranger = await createOwner();
    expect((await list(setup, stranger.apiKey)).status).toBe(403);
  });

  it("exports the postbacks as CSV, raw query included", async () => {
    const setup = await attributedApp();
    await threeOutcomes(setup);
    const res = await callRoute(exportPostbacks, "GET", `${base(setup)}/postbacks/export`, {
      params: { organizationId: setup.organizationId, appId: setup.appId },
      apiKey: setup.owner.apiKey,
      query: { outcome: "ATTRIBUTED,UNMATCHED" },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    const lines = res.text
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0].split(",").slice(0, 3)).toEqual(["receivedAt", "outcome", "outcomeReason"]);
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain("UNMATCHED");
    expect(lines[2]).toContain(`af_adset_id=${setup.ads[0].id}`);
  });

  it("keeps postbacks POSTBACK_RETENTION_DAYS and quarantined ones 7 days", async () => {
    const setup = await attributedApp();
    await threeOutcomes(setup);
    const now = Date.now();
    // Ten days on: the quarantined one is gone, the rest kept; ninety-one days on, all are.
    expect(await deleteExpiredPostbacks(new Date(now + 10 * 86_400_000))).toBeGreaterThanOrEqual(1);
    expect((await prisma.postback.findMany({ where: { appId: setup.appId } })).map((p) => p.outcome).sort()).toEqual([
      "ATTRIBUTED",
      "UNMATCHED",
    ]);
    await deleteExpiredPostbacks(new Date(now + 91 * 86_400_000));
    expect(await prisma.postback.count({ where: { appId: setup.appId } })).toBe(0);
    // What they counted stays in the rollup.
    expect(await prisma.attributionRollup.count({ where: { organizationId: setup.organizationId, installs: 1n } })).toBe(1);
  });
});

describe("send a test postback", () => {
  const send = (setup: Setup, apiKey: string, body: unknown) =>
    callRoute(testPostback, "POST", `${base(setup)}/attribution/test-postback`, {
      params: { organizationId: setup.organizationId, appId: setup.appId },
      apiKey,
      body,
    });

  for (const partner of ["APPSFLYER", "ADJUST", "SINGULAR", "GENERIC"] as const) {
    it(`runs a ${partner} install and purchase for an ad through the receiver, then leaves nothing counted or stored`, async () => {
      const setup = await attributedApp({ partner });
      const install = await send(setup, setup.owner.apiKey, { adId: setup.ads[0].id });
      expect(install.status, install.text).toBe(200);
      expect(install.json).toMatchObject({ status: 200, outcome: "ATTRIBUTED", kind: "INSTALL", reason: null });
      expect(install.json.record).toMatchObject({ partner, adId: setup.ads[0].id, campaignId: setup.campaign.id, country: "KR" });
      expect(install.json.request).toMatch(new RegExp(`^GET /api/core/postbacks/${partner.toLowerCase()}/opt_`));
      const purchase = await send(setup, setup.owner.apiKey, {
        adId: setup.ads[0].id,
        kind: "EVENT",
        eventName: "purchase",
        revenue: "5000",
        currency: "KRW",
      });
      expect(purchase.json).toMatchObject({ status: 200, outcome: "ATTRIBUTED", kind: "EVENT" });
      expect(purchase.json.record).toMatchObject({ eventName: "purchase", revenueKrw: 5000 });
      const none = await send(setup, setup.owner.apiKey, {});
      expect(none.json).toMatchObject({ status: 200, outcome: "UNMATCHED", outcomeReason: "NO_AD" });

      expect(await prisma.postback.count({ where: { appId: setup.appId } })).toBe(0);
      expect(await prisma.postbackToken.count({ where: { appId: setup.appId } })).toBe(1);
      const totals = await prisma.attributionRollup.aggregate({
        where: { organizationId: setup.organizationId },
        _sum: { installs: true, events: true, revenue: true },
      });
      expect(totals._sum).toEqual({ installs: 0n, events: 0n, revenue: 0n });
    });
  }

  it("needs app:update, an ad of the organization and a platform that is set up", async () => {
    const setup = await attributedApp();
    const viewer = await addMember(setup.organizationId, "viewer");
    expect((await send(setup, viewer.apiKey, {})).status).toBe(403);
    const other = await attributedApp();
    const foreignAd = await send(setup, setup.owner.apiKey, { adId: other.ads[0].id });
    expect(foreignAd.json).toMatchObject({ statusCode: 404, reason: "NOT_FOUND" });
    const ios = await send(setup, setup.owner.apiKey, { platform: "APP_PLATFORM_IOS" });
    expect(ios.json).toMatchObject({ statusCode: 400, reason: "VALIDATION_FAILED" });
  });
});
