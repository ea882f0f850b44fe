import { describe, expect, it } from "vitest";
import { newObjectId } from "@/lib/new-object-id";
import { callRoute } from "@/lib/test/call-route";
import { createCampaignWithAds } from "@/lib/test/delivery";
import { addMember, createOwner, createReviewer, seedLedger } from "@/lib/test/fixtures";
import { addUtcDays, utcDayOf } from "@/lib/utc-day";
import { POST as postDelivery } from "@/app/api/core/delivery/route";
import { GET as orgReport } from "@/app/api/core/organization/[organizationId]/report/route";
import { GET } from "./route";

const report = (organizationId: string, campaignId: string, apiKey: string, query: Record<string, string> = {}) =>
  callRoute(GET, "GET", `/api/core/organization/${organizationId}/campaign/${campaignId}/report`, {
    params: { organizationId, campaignId },
    apiKey,
    query,
  });
const organizationReport = (organizationId: string, apiKey: string, query: Record<string, string> = {}) =>
  callRoute(orgReport, "GET", `/api/core/organization/${organizationId}/report`, { params: { organizationId }, apiKey, query });

// Days from the test's own clock: day(0) is 60 days ago, inside the 90 days since the fixtures' campaigns were made.
const day = (n: number) => addUtcDays(utcDayOf(Date.now()), n - 60);
const RANGE = { from: day(0), to: day(30) };

/** Ingests a known set of rows: two ads over three days, plus a day outside the range. */
async function seeded() {
  const owner = await createOwner();
  const organizationId = owner.organization.id;
  await seedLedger(organizationId, [{ type: "CHARGE_TYPE_PAID", amount: 10_000_000, createdAt: new Date(Date.now() - 60_000) }]);
  const { campaign, ads } = await createCampaignWithAds(organizationId, { ads: 2, name: "Autumn push" });
  const second = await createCampaignWithAds(organizationId, { name: "Small one" });
  const reviewer = await createReviewer();
  const rows = [
    { adId: ads[0].id, date: day(0), impressions: 1000, clicks: 20, installs: 2, spend: 3000 },
    { adId: ads[1].id, date: day(0), impressions: 500, clicks: 0, installs: 0, spend: 1000 },
    { adId: ads[0].id, date: day(1), impressions: 2000, clicks: 50, installs: 5, spend: 6000 },
    // all zeros: nothing delivered, nothing stored, no report row
    { adId: ads[1].id, date: day(2), impressions: 0, clicks: 0, installs: 0, spend: 0 },
    { adId: ads[0].id, date: day(31), impressions: 99, clicks: 9, installs: 9, spend: 99 },
    { adId: second.ads[0].id, date: day(1), impressions: 100, clicks: 1, installs: 1, spend: 500 },
  ];
  const res = await callRoute(postDelivery, "POST", "/api/core/delivery", { apiKey: reviewer.apiKey, body: { rows } });
  expect(res.status).toBe(200);
  return { owner, organizationId, campaign, ads, second };
}

describe("GET /campaign/{campaignId}/report (extension)", () => {
  it("matches the ingested rows: by day and ad, by day, per ad in total, in total", async () => {
    const { owner, organizationId, campaign, ads } = await seeded();
    const byDayAndAd = await report(organizationId, campaign.id, owner.apiKey, { ...RANGE, breakdown: "AD" });
    expect(byDayAndAd.status).toBe(200);
    expect(byDayAndAd.json.rows).toEqual([
      {
        date: day(0),
        adId: ads[0].id,
        adName: "Ad 1",
        impressions: 1000,
        clicks: 20,
        installs: 2,
        spend: 3000,
        ctr: 0.02,
        ecpm: 3000,
        cpi: 1500,
      },
      {
        date: day(0),
        adId: ads[1].id,
        adName: "Ad 2",
        impressions: 500,
        clicks: 0,
        installs: 0,
        spend: 1000,
        ctr: 0,
        ecpm: 2000,
        cpi: null,
      },
      {
        date: day(1),
        adId: ads[0].id,
        adName: "Ad 1",
        impressions: 2000,
        clicks: 50,
        installs: 5,
        spend: 6000,
        ctr: 0.025,
        ecpm: 3000,
        cpi: 1200,
      },
    ]);
    const totals = { impressions: 3500, clicks: 70, installs: 7, spend: 10_000, ctr: 0.02, ecpm: 2857.14, cpi: 1428.57 };
    expect(byDayAndAd.json).toMatchObject({ ...RANGE, granularity: "DAY", breakdown: "AD", totals });

    const byDay = await report(organizationId, campaign.id, owner.apiKey, RANGE);
    expect(byDay.json.rows.map((r: { date: string; spend: number; impressions: number }) => [r.date, r.impressions, r.spend])).toEqual([
      [day(0), 1500, 4000],
      [day(1), 2000, 6000],
    ]);
    const perAd = await report(organizationId, campaign.id, owner.apiKey, { ...RANGE, granularity: "TOTAL", breakdown: "AD" });
    expect(perAd.json.rows.map((r: { adId: string; spend: number }) => [r.adId, r.spend])).toEqual([
      [ads[0].id, 9000],
      [ads[1].id, 1000],
    ]);
    const total = await report(organizationId, campaign.id, owner.apiKey, { ...RANGE, granularity: "TOTAL" });
    expect(total.json.rows).toEqual([totals]);
    expect(total.json.totals).toEqual(totals);
  });

  it("an empty range answers no rows and null rates", async () => {
    const { owner, organizationId, campaign } = await seeded();
    const res = await report(organizationId, campaign.id, owner.apiKey, { from: day(-40), to: day(-10), granularity: "TOTAL" });
    expect(res.json).toMatchObject({ rows: [], totals: { impressions: 0, spend: 0, ctr: null, ecpm: null, cpi: null } });
  });

  it("the organization's report: per campaign, never another organization's", async () => {
    const { owner, organizationId, campaign, second } = await seeded();
    const other = await seeded();
    const res = await organizationReport(organizationId, owner.apiKey, { ...RANGE, granularity: "TOTAL" });
    expect(res.status).toBe(200);
    expect(
      res.json.rows.map((r: { campaignId: string; campaignName: string; spend: number }) => [r.campaignId, r.campaignName, r.spend]),
    ).toEqual([
      [campaign.id, "Autumn push", 10_000],
      [second.campaign.id, "Small one", 500],
    ]);
    expect(res.json.totals.spend).toBe(10_500);
    expect((await organizationReport(other.organizationId, owner.apiKey)).json).toMatchObject({ statusCode: 403, reason: "NOT_A_MEMBER" });
  });

  it("tenancy: another organization's campaign id under your organization → 404, a non-member → 403", async () => {
    const a = await seeded();
    const b = await seeded();
    expect((await report(a.organizationId, b.campaign.id, a.owner.apiKey)).json).toMatchObject({ statusCode: 404, code: "NotFound" });
    expect((await report(a.organizationId, newObjectId(), a.owner.apiKey)).status).toBe(404);
    expect((await report(b.organizationId, b.campaign.id, a.owner.apiKey)).json).toMatchObject({ statusCode: 403, reason: "NOT_A_MEMBER" });
    const viewer = await addMember(a.organizationId, "viewer");
    expect((await report(a.organizationId, a.campaign.id, viewer.apiKey, RANGE)).status).toBe(200);
  });

  it.each([
    [{ from: "2026-10-31", to: "2026-10-01" }, "to"],
    [{ from: "2025-01-01", to: "2026-10-01" }, "to"],
    [{ from: "2026-02-30" }, "from"],
    [{ granularity: "WEEK" }, "granularity"],
    [{ breakdown: "PUBLISHER" }, "breakdown"],
    [{ limit: "5" }, "limit"],
  ])("query %j → 400 naming %s", async (query, path) => {
    const { owner, organizationId, campaign } = await seeded();
    const res = await report(organizationId, campaign.id, owner.apiKey, query);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ statusCode: 400, code: "BadRequest", reason: "VALIDATION_FAILED" });
    expect(res.json.details.map((d: { path: string }) => d.path)).toContain(path);
  });
});
