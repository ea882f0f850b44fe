import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildQueuedExports } from "@/lib/report-delivery/build-exports";
import { callRoute } from "@/lib/test/call-route";
import { createCampaignWithAds } from "@/lib/test/delivery";
import { createOwner, createReviewer, seedLedger } from "@/lib/test/fixtures";
import { addUtcDays, utcDayOf } from "@/lib/utc-day";
import { POST as postDelivery } from "@/app/api/core/delivery/route";
import { GET as getFile } from "./[exportId]/file/route";
import { GET as getOne } from "./[exportId]/route";
import { POST } from "./route";

// An export of the whole organization (perCampaign false): its campaigns added up, a row per day (and country), as
// GET /report?perCampaign=false reads them. The expected rows are worked out by hand from the delivery below.

let root = "";
beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "adnet-exports-org-"));
  Object.assign(process.env, { STORAGE: "local", STORAGE_DIR: root });
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const base = (organizationId: string) => `/api/core/organization/${organizationId}/report-exports`;
const ask = (organizationId: string, apiKey: string, body: unknown) =>
  callRoute(POST, "POST", base(organizationId), { params: { organizationId }, apiKey, body });

/** Asks for the export, runs the worker's step and answers the CSV's lines (the header first). */
async function exportLines(organizationId: string, apiKey: string, body: unknown): Promise<string[]> {
  const queued = await ask(organizationId, apiKey, body);
  expect(queued.status).toBe(202);
  await buildQueuedExports();
  const exportId = queued.json._id as string;
  const ready = await callRoute(getOne, "GET", `${base(organizationId)}/${exportId}`, { params: { organizationId, exportId }, apiKey });
  expect(ready.json).toMatchObject({ status: "READY", perCampaign: (body as { perCampaign?: boolean }).perCampaign ?? true });
  const file = await callRoute(getFile, "GET", `${base(organizationId)}/${exportId}/file`, {
    params: { organizationId, exportId },
    apiKey,
  });
  expect(file.status).toBe(200);
  return file.text.split("\r\n").filter((line) => line !== "");
}

// Two days from the test's own clock, inside the 90 days since the fixtures' campaigns were made.
const FIRST_DAY = addUtcDays(utcDayOf(Date.now()), -30);
const SECOND_DAY = addUtcDays(FIRST_DAY, 1);

/** Two campaigns of one organization (UTC days), delivering on FIRST_DAY and SECOND_DAY, by country and not. */
async function twoCampaigns() {
  const owner = await createOwner();
  const organizationId = owner.organization.id;
  await seedLedger(organizationId, [{ type: "CHARGE_TYPE_PAID", amount: 10_000_000, createdAt: new Date(Date.now() - 60_000) }]);
  const first = await createCampaignWithAds(organizationId, { ads: 1, name: "First" });
  const second = await createCampaignWithAds(organizationId, { ads: 2, name: "Second" });
  const reviewer = await createReviewer();
  const rows = [
    { adId: first.ads[0].id, date: FIRST_DAY, country: "KR", impressions: 1000, clicks: 10, installs: 1, spend: 2000 },
    { adId: first.ads[0].id, date: FIRST_DAY, country: "JP", impressions: 400, clicks: 4, installs: 0, spend: 800 },
    { adId: second.ads[0].id, date: FIRST_DAY, country: "KR", impressions: 600, clicks: 6, installs: 2, spend: 1200 },
    { adId: second.ads[1].id, date: SECOND_DAY, impressions: 300, clicks: 3, installs: 1, spend: 900 },
  ];
  expect((await callRoute(postDelivery, "POST", "/api/core/delivery", { apiKey: reviewer.apiKey, body: { rows } })).status).toBe(200);
  return { owner, organizationId, first };
}

const QUERY = { from: FIRST_DAY, to: SECOND_DAY, granularity: "DAY" };
const METRICS = "Impressions,Clicks,Installs,Spend,CTR,eCPM,CPI";

describe("report exports of the whole organization (perCampaign false)", () => {
  it("by day and country: one row per day and country, the campaigns added up", async () => {
    const { owner, organizationId } = await twoCampaigns();
    const lines = await exportLines(organizationId, owner.apiKey, { query: { ...QUERY, breakdown: "COUNTRY" }, perCampaign: false });
    expect(lines).toEqual([
      `Date,Country,Country code,${METRICS}`,
      // KR: 1000 + 600 impressions, 10 + 6 clicks, 1 + 2 installs, 2000 + 1200 spent
      `${FIRST_DAY},South Korea,KR,1600,16,3,3200,0.01,2000,1066.67`,
      `${FIRST_DAY},Japan,JP,400,4,0,800,0.01,2000,`,
      // reported without a country
      `${SECOND_DAY},Unknown,,300,3,1,900,0.01,3000,900`,
    ]);
  });

  it("by day: one row per day; per campaign (the default) names each campaign instead", async () => {
    const { owner, organizationId } = await twoCampaigns();
    const whole = await exportLines(organizationId, owner.apiKey, { query: { ...QUERY, breakdown: "NONE" }, perCampaign: false });
    expect(whole).toEqual([`Date,${METRICS}`, `${FIRST_DAY},2000,20,3,4000,0.01,2000,1333.33`, `${SECOND_DAY},300,3,1,900,0.01,3000,900`]);
    const perCampaign = await exportLines(organizationId, owner.apiKey, { query: { ...QUERY, breakdown: "NONE" } });
    expect(perCampaign[0]).toBe(`Campaign,Campaign ID,Date,${METRICS}`);
    expect(perCampaign.slice(1).map((line) => line.replace(/,[0-9a-f]{24},/, ",…,"))).toEqual([
      `First,…,${FIRST_DAY},1400,14,1,2800,0.01,2000,2800`,
      `Second,…,${FIRST_DAY},600,6,2,1200,0.01,2000,600`,
      `Second,…,${SECOND_DAY},300,3,1,900,0.01,3000,900`,
    ]);
  });

  it("refuses perCampaign false for one campaign, by ad or with an ad filter (400 naming the field)", async () => {
    const { owner, organizationId, first } = await twoCampaigns();
    const details = async (body: unknown) => {
      const answer = await ask(organizationId, owner.apiKey, body);
      expect(answer.status).toBe(400);
      return answer.json.details.map((detail: { path: string }) => detail.path);
    };
    expect(await details({ campaignId: first.campaign.id, query: { ...QUERY, breakdown: "NONE" }, perCampaign: false })).toEqual([
      "perCampaign",
    ]);
    expect(await details({ query: { ...QUERY, breakdown: "AD" }, perCampaign: false })).toEqual(["query.breakdown"]);
    expect(await details({ query: { ...QUERY, breakdown: "NONE", adId: first.ads[0].id }, perCampaign: false })).toEqual(["query.adId"]);
  });
});
