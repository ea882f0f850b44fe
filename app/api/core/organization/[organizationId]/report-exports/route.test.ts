import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { reportCsv } from "@/lib/delivery/report-csv";
import { loadMessages } from "@/lib/i18n/load-messages";
import { newObjectId } from "@/lib/new-object-id";
import { addUtcDays, utcDayOf } from "@/lib/utc-day";
import { buildQueuedExports, exportKey, sweepExpiredExports } from "@/lib/report-delivery/build-exports";
import { getStorage } from "@/lib/storage/storage";
import { callRoute } from "@/lib/test/call-route";
import { createCampaignWithAds } from "@/lib/test/delivery";
import { addMemberWithRole, addMember, createCustomRole, createOwner, createReviewer, seedLedger } from "@/lib/test/fixtures";
import { POST as postDelivery } from "@/app/api/core/delivery/route";
import { GET as campaignReport } from "@/app/api/core/organization/[organizationId]/campaign/[campaignId]/report/route";
import { GET as getFile } from "./[exportId]/file/route";
import { GET as getOne } from "./[exportId]/route";
import { GET, POST } from "./route";

let root = "";
beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "adnet-exports-"));
  Object.assign(process.env, { STORAGE: "local", STORAGE_DIR: root });
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const base = (organizationId: string) => `/api/core/organization/${organizationId}/report-exports`;
const ask = (organizationId: string, apiKey: string, body: unknown) =>
  callRoute(POST, "POST", base(organizationId), { params: { organizationId }, apiKey, body });
const read = (organizationId: string, exportId: string, apiKey: string) =>
  callRoute(getOne, "GET", `${base(organizationId)}/${exportId}`, { params: { organizationId, exportId }, apiKey });
const download = (organizationId: string, exportId: string, apiKey: string) =>
  callRoute(getFile, "GET", `${base(organizationId)}/${exportId}/file`, { params: { organizationId, exportId }, apiKey });

// Dates from the test's own clock: the campaign is made 90 days ago, its delivery falls inside that, and the
// export's range ends today and spans 360 days (within the 366-day limit).
const TODAY = utcDayOf(Date.now());
const QUERY = { from: addUtcDays(TODAY, -359), to: TODAY, granularity: "DAY", breakdown: "AD" };

async function seeded() {
  const owner = await createOwner();
  const organizationId = owner.organization.id;
  await seedLedger(organizationId, [{ type: "CHARGE_TYPE_PAID", amount: 10_000_000, createdAt: new Date(Date.now() - 60_000) }]);
  const { campaign, ads } = await createCampaignWithAds(organizationId, { ads: 2, name: "Long haul" });
  const reviewer = await createReviewer();
  const rows = [
    { adId: ads[0].id, date: addUtcDays(TODAY, -80), impressions: 1000, clicks: 20, installs: 2, spend: 3000 },
    { adId: ads[1].id, date: addUtcDays(TODAY, -40), impressions: 500, clicks: 5, installs: 1, spend: 1000 },
    { adId: ads[0].id, date: addUtcDays(TODAY, -5), impressions: 2000, clicks: 40, installs: 0, spend: 6000 },
  ];
  expect((await callRoute(postDelivery, "POST", "/api/core/delivery", { apiKey: reviewer.apiKey, body: { rows } })).status).toBe(200);
  return { owner, organizationId, campaign };
}

describe("report exports (extension)", () => {
  it("QUEUED → READY: the file is the campaign's report CSV; listed, audited, and 404 before it is ready", async () => {
    const { owner, organizationId, campaign } = await seeded();
    const queued = await ask(organizationId, owner.apiKey, { campaignId: campaign.id, query: QUERY });
    expect(queued.status).toBe(202);
    expect(queued.json).toMatchObject({ status: "QUEUED", campaignId: campaign.id, query: QUERY, downloadPath: null });
    expect(new Date(queued.json.expiresAt).getTime() - new Date(queued.json.createdAt).getTime()).toBe(7 * 86_400_000);
    expect(await prisma.auditEntry.count({ where: { organizationId, action: "report-export:create" } })).toBe(1);
    expect((await download(organizationId, queued.json._id, owner.apiKey)).status).toBe(404);

    expect(await buildQueuedExports()).toBeGreaterThanOrEqual(1);
    const ready = await read(organizationId, queued.json._id, owner.apiKey);
    expect(ready.json).toMatchObject({ status: "READY", rowCount: 3 });
    expect(ready.json.downloadPath).toBe(`${base(organizationId)}/${queued.json._id}/file`);

    const file = await download(organizationId, queued.json._id, owner.apiKey);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(file.headers.get("content-disposition")).toBe(`attachment; filename="report-${QUERY.from}-${QUERY.to}.csv"`);
    const report = await callRoute(campaignReport, "GET", `/api/core/organization/${organizationId}/campaign/${campaign.id}/report`, {
      params: { organizationId, campaignId: campaign.id },
      apiKey: owner.apiKey,
      query: QUERY,
    });
    const { performance } = (
      loadMessages("en") as { campaigns: { performance: { csv: Record<string, string>; metrics: Record<string, string> } } }
    ).campaigns;
    const expected = reportCsv(report.json.rows, { ...performance.csv, ...performance.metrics } as Parameters<typeof reportCsv>[1]);
    // Reading the answer as text drops the byte-order mark; the stored size counts it.
    expect(file.text).toBe(expected.replace(/^\uFEFF/, ""));
    expect(ready.json.byteSize).toBe(Buffer.byteLength(expected, "utf8"));
    expect(Number(file.headers.get("content-length"))).toBe(Buffer.byteLength(expected, "utf8"));

    const listed = await callRoute(GET, "GET", base(organizationId), { params: { organizationId }, apiKey: owner.apiKey });
    expect(listed.status).toBe(200);
    expect(listed.json.items.map((item: { _id: string }) => item._id)).toEqual([queued.json._id]);
  });

  it("the organization's export names each row's campaign", async () => {
    const { owner, organizationId } = await seeded();
    const queued = await ask(organizationId, owner.apiKey, { query: { ...QUERY, breakdown: "NONE", granularity: "TOTAL" } });
    expect(queued.status).toBe(202);
    await buildQueuedExports();
    const file = await download(organizationId, queued.json._id, owner.apiKey);
    expect(file.text.split("\r\n")[0]).toBe("Campaign,Campaign ID,Impressions,Clicks,Installs,Spend,CTR,eCPM,CPI");
    expect(file.text.split("\r\n")[1]).toMatch(/^Long haul,[0-9a-f]{24},3500,65,3,10000,/);
  });

  it("a report by country and hour carries those columns; delivery reported without a country is Unknown", async () => {
    const { owner, organizationId } = await seeded();
    const queued = await ask(organizationId, owner.apiKey, { query: { ...QUERY, breakdown: "COUNTRY", granularity: "HOUR" } });
    expect(queued.status).toBe(202);
    await buildQueuedExports();
    const lines = (await download(organizationId, queued.json._id, owner.apiKey)).text.split("\r\n");
    expect(lines[0]).toBe("Campaign,Campaign ID,Date,Hour,Country,Country code,Impressions,Clicks,Installs,Spend,CTR,eCPM,CPI");
    expect(lines[1]).toMatch(/^Long haul,[0-9a-f]{24},\d{4}-\d\d-\d\d,,Unknown,,/);
  });

  it("the file's column names are in the language of whoever asked for it; an export no one is recorded as asking for is in English", async () => {
    const { owner, organizationId } = await seeded();
    const admin = await addMember(organizationId, "admin");
    await prisma.user.update({ where: { id: admin.user.id }, data: { locale: "ko" } });
    const total = { ...QUERY, breakdown: "NONE", granularity: "TOTAL" };
    const korean = await ask(organizationId, admin.apiKey, { query: total });
    expect(korean.status).toBe(202);
    const nobody = await ask(organizationId, admin.apiKey, { query: total });
    await prisma.reportExport.update({ where: { id: nobody.json._id }, data: { createdById: null } });
    await buildQueuedExports(new Date(), 100);
    const lines = async (exportId: string) => (await download(organizationId, exportId, owner.apiKey)).text.split("\r\n");
    const [header, row] = await lines(korean.json._id);
    expect(header).toBe("캠페인,캠페인 ID,노출,클릭,설치,지출,클릭률,eCPM,CPI");
    expect(row).toMatch(/^Long haul,[0-9a-f]{24},3500,65,3,10000,/);
    expect((await read(organizationId, nobody.json._id, owner.apiKey)).json.status).toBe("READY");
    expect((await lines(nobody.json._id))[0]).toBe("Campaign,Campaign ID,Impressions,Clicks,Installs,Spend,CTR,eCPM,CPI");
  });

  it("refuses another organization's campaign (404), a range over 366 days (400) and a member who may not read campaigns (403)", async () => {
    const { owner, organizationId } = await seeded();
    const other = await createOwner();
    const elsewhere = await createCampaignWithAds(other.organization.id);
    expect((await ask(organizationId, owner.apiKey, { campaignId: elsewhere.campaign.id, query: QUERY })).status).toBe(404);
    const tooLong = await ask(organizationId, owner.apiKey, { query: { from: addUtcDays(TODAY, -400), to: TODAY } });
    expect(tooLong.status).toBe(400);
    expect(tooLong.json.details).toEqual([{ path: "query.to", message: "The range may span at most 366 days." }]);
    const noCampaigns = await addMemberWithRole(organizationId, (await createCustomRole(organizationId, [])).id);
    const refused = await ask(organizationId, noCampaigns.apiKey, { query: QUERY });
    expect(refused.status).toBe(403);
    // a Viewer reads campaigns: it may export
    const viewer = await addMember(organizationId, "viewer");
    expect((await ask(organizationId, viewer.apiKey, { query: QUERY })).status).toBe(202);
    // another organization's export is not found here
    const theirs = await ask(other.organization.id, other.apiKey, { query: QUERY });
    expect((await read(organizationId, theirs.json._id, owner.apiKey)).status).toBe(404);
  });

  it("FAILED with a message when the report cannot be built", async () => {
    const { owner, organizationId } = await seeded();
    const id = newObjectId();
    await prisma.reportExport.create({
      data: { id, organizationId, query: { from: "not a day" }, status: "QUEUED", expiresAt: new Date(Date.now() + 86_400_000) },
    });
    await buildQueuedExports();
    const failed = await read(organizationId, id, owner.apiKey);
    expect(failed.json).toMatchObject({
      status: "FAILED",
      errorMessage: "The report could not be built; ask for it again.",
      downloadPath: null,
    });
  });

  it("after expiry: 404 for the export and its file, and the sweep deletes the row and the file", async () => {
    const { owner, organizationId, campaign } = await seeded();
    const queued = await ask(organizationId, owner.apiKey, { campaignId: campaign.id, query: QUERY });
    await buildQueuedExports();
    const key = exportKey(organizationId, queued.json._id);
    expect(await getStorage().stat(key)).not.toBeNull();
    const expiresAt = new Date(Date.now() - 1000);
    await prisma.reportExport.update({ where: { id: queued.json._id }, data: { expiresAt } });
    expect((await read(organizationId, queued.json._id, owner.apiKey)).status).toBe(404);
    expect((await download(organizationId, queued.json._id, owner.apiKey)).status).toBe(404);
    expect(await sweepExpiredExports()).toBeGreaterThanOrEqual(1);
    expect(await prisma.reportExport.count({ where: { id: queued.json._id } })).toBe(0);
    expect(await getStorage().stat(key)).toBeNull();
  });
});
