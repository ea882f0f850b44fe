import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { reportCsv } from "@/lib/delivery/report-csv";
import { loadMessages } from "@/lib/i18n/load-messages";
import { runDueSchedules } from "@/lib/report-delivery/run-schedules";
import { callRoute, ORIGIN } from "@/lib/test/call-route";
import { createCampaignWithAds } from "@/lib/test/delivery";
import { appTarget, organizationTarget } from "@/lib/permissions/statements";
import { addMember, addMemberWithRole, createCustomRole, createOwner, createReviewer, registerApp, seedLedger } from "@/lib/test/fixtures";
import { useMailServer } from "@/lib/test/mail-server";
import { newObjectId } from "@/lib/new-object-id";
import { addUtcDays, utcDayOf } from "@/lib/utc-day";
import { POST as postDelivery } from "@/app/api/core/delivery/route";
import { GET as campaignReport } from "@/app/api/core/organization/[organizationId]/campaign/[campaignId]/report/route";
import { GET as getOne, PATCH, DELETE } from "./[scheduleId]/route";
import { GET, POST } from "./route";

const mail = useMailServer();

// The week a schedule reports, from the test's own clock: Monday to Sunday two to three weeks ago (inside the 90 days
// since the fixtures' campaigns were made), sent on the Monday after it at 06:00 in Seoul, 21:00 UTC on the Sunday.
const TODAY = utcDayOf(Date.now());
const WEEK_FROM = addUtcDays(TODAY, -((new Date(`${TODAY}T00:00:00Z`).getUTCDay() + 6) % 7) - 14);
const WEEK_TO = addUtcDays(WEEK_FROM, 6);
const DUE = new Date(`${WEEK_TO}T21:00:00.000Z`);
const RUN_AT = new Date(DUE.getTime() + 30_000);

const path = (organizationId: string) => `/api/core/organization/${organizationId}/report-schedules`;
const create = (organizationId: string, apiKey: string, body: unknown) =>
  callRoute(POST, "POST", path(organizationId), { params: { organizationId }, apiKey, body });
const list = (organizationId: string, apiKey: string) =>
  callRoute(GET, "GET", path(organizationId), { params: { organizationId }, apiKey });
const one = (organizationId: string, scheduleId: string) => ({
  params: { organizationId, scheduleId },
  url: `${path(organizationId)}/${scheduleId}`,
});

/** An organization in Seoul with a campaign, its Owner (English), an Admin (Korean) and a Viewer. */
async function seoulOrganization() {
  const owner = await createOwner({ name: "Pixel Forge" });
  const organizationId = owner.organization.id;
  await prisma.organization.update({ where: { id: organizationId }, data: { timeZone: "Asia/Seoul" } });
  const admin = await addMember(organizationId, "admin");
  await prisma.user.update({ where: { id: admin.user.id }, data: { locale: "ko" } });
  const viewer = await addMember(organizationId, "viewer");
  const { campaign, ads } = await createCampaignWithAds(organizationId, { ads: 2, name: "Winter launch" });
  return { owner, admin, viewer, organizationId, campaign, ads };
}

describe("report schedules (extension)", () => {
  it("creates, lists, changes and deletes a schedule; the first send is the next Monday 06:00 in the organization's zone", async () => {
    const { owner, admin, viewer, organizationId, campaign } = await seoulOrganization();
    const created = await create(organizationId, owner.apiKey, {
      campaignId: campaign.id,
      frequency: "WEEKLY",
      breakdown: "AD",
      recipientIds: [owner.user.id, admin.user.id],
    });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ campaignId: campaign.id, campaignName: "Winter launch", frequency: "WEEKLY", breakdown: "AD" });
    const next = new Date(created.json.nextRunAt);
    // 06:00 KST on a Monday is 21:00 UTC on a Sunday
    expect([next.getUTCDay(), next.getUTCHours(), next.getUTCMinutes()]).toEqual([0, 21, 0]);
    expect(next.getTime()).toBeGreaterThan(Date.now());
    expect(next.getTime() - Date.now()).toBeLessThanOrEqual(7 * 86_400_000);
    const audit = await prisma.auditEntry.findFirst({ where: { organizationId, action: "report-schedule:create" } });
    expect(audit?.targetId ?? audit?.id).toBeTruthy();

    // a Viewer reads them (campaign:read) but may not change what others receive
    const read = await list(organizationId, viewer.apiKey);
    expect(read.status).toBe(200);
    expect(read.json.items.map((item: { _id: string }) => item._id)).toEqual([created.json._id]);
    const refused = await create(organizationId, viewer.apiKey, { frequency: "WEEKLY", recipientIds: [viewer.user.id] });
    expect(refused.status).toBe(403);
    expect(refused.json.reason).toBe("PERMISSION_DENIED");

    const s = one(organizationId, created.json._id);
    const changed = await callRoute(PATCH, "PATCH", s.url, { params: s.params, apiKey: owner.apiKey, body: { frequency: "MONTHLY" } });
    expect(changed.status).toBe(200);
    const monthly = new Date(changed.json.nextRunAt);
    // the 1st at 06:00 KST: 21:00 UTC on the last day of the month before
    expect(new Date(monthly.getTime() + 9 * 3_600_000).toISOString()).toMatch(/-01T06:00:00\.000Z$/);
    expect((await callRoute(PATCH, "PATCH", s.url, { params: s.params, apiKey: viewer.apiKey, body: { breakdown: "NONE" } })).status).toBe(
      403,
    );

    const deleted = await callRoute(DELETE, "DELETE", s.url, { params: s.params, apiKey: owner.apiKey });
    expect(deleted.status).toBe(200);
    expect((await callRoute(getOne, "GET", s.url, { params: s.params, apiKey: owner.apiKey })).status).toBe(404);
    expect(
      await prisma.auditEntry.count({ where: { organizationId, action: { in: ["report-schedule:update", "report-schedule:delete"] } } }),
    ).toBe(2);
  });

  it("refuses a recipient who is not a member (400 naming the entry) and another organization's campaign (404)", async () => {
    const { owner, organizationId } = await seoulOrganization();
    const stranger = await createOwner();
    const notMember = await create(organizationId, owner.apiKey, { frequency: "WEEKLY", recipientIds: [owner.user.id, stranger.user.id] });
    expect(notMember.status).toBe(400);
    expect(notMember.json.reason).toBe("VALIDATION_FAILED");
    expect(notMember.json.message).toBe("Every recipient must be a member of this organization.");
    expect(notMember.json.details).toEqual([{ path: "recipientIds.1", message: "is not a member of this organization" }]);

    const elsewhere = await createCampaignWithAds(stranger.organization.id);
    const otherCampaign = await create(organizationId, owner.apiKey, {
      campaignId: elsewhere.campaign.id,
      frequency: "MONTHLY",
      recipientIds: [owner.user.id],
    });
    expect(otherCampaign.status).toBe(404);

    const noRecipients = await create(organizationId, owner.apiKey, { frequency: "WEEKLY", recipientIds: [] });
    expect(noRecipients.status).toBe(400);
    const badFrequency = await create(organizationId, owner.apiKey, { frequency: "DAILY", recipientIds: [owner.user.id] });
    expect(badFrequency.status).toBe(400);
    expect(await prisma.reportSchedule.count({ where: { organizationId } })).toBe(0);
  });

  it("lists the oldest first (of two made at the same moment, the smaller id); the whole organization's report is not broken down by ad, a row per campaign may be", async () => {
    const owner = await createOwner();
    const organizationId = owner.organization.id;
    // Ids a < b < c, written b, a, c: the table's own order, the ids' order and the required order (c the oldest,
    // then a and b made at the same moment) all differ. With the table's statistics taken, the database reads it
    // whole rather than by the (organizationId, createdAt, id) index, so only the query's ORDER BY sorts the rows.
    const [a, b, c] = [newObjectId(), newObjectId(), newObjectId()].sort();
    const at = new Date(Date.now() - 3_600_000);
    for (const [id, createdAt] of [
      [b, at],
      [a, at],
      [c, new Date(at.getTime() - 60_000)],
    ] as const) {
      await prisma.reportSchedule.create({
        data: {
          id,
          organizationId,
          frequency: "WEEKLY",
          breakdown: "NONE",
          perCampaign: false,
          recipientIds: [owner.user.id],
          nextRunAt: new Date(Date.now() + 30 * 86_400_000),
          createdAt,
        },
      });
    }
    await prisma.$executeRawUnsafe('ANALYZE "ReportSchedule"');
    expect((await list(organizationId, owner.apiKey)).json.items.map((item: { _id: string }) => item._id)).toEqual([c, a, b]);

    const s = one(organizationId, a);
    const byAd = await callRoute(PATCH, "PATCH", s.url, { params: s.params, apiKey: owner.apiKey, body: { breakdown: "AD" } });
    expect(byAd.status, byAd.text).toBe(400);
    expect(byAd.json).toMatchObject({ reason: "VALIDATION_FAILED", details: [{ path: "breakdown" }] });
    expect(await prisma.reportSchedule.findUniqueOrThrow({ where: { id: a } })).toMatchObject({ breakdown: "NONE" });
    // a row per campaign may be broken down by ad
    const perCampaign = await callRoute(PATCH, "PATCH", s.url, {
      params: s.params,
      apiKey: owner.apiKey,
      body: { perCampaign: true, breakdown: "AD" },
    });
    expect(perCampaign.json).toMatchObject({ perCampaign: true, breakdown: "AD" });
  });

  it("on Monday morning in Seoul mails the previous week's CSV once to each recipient, in their language, even with two runners", async () => {
    const { owner, admin, organizationId, campaign, ads } = await seoulOrganization();
    const leaver = await addMember(organizationId, "viewer");
    await seedLedger(organizationId, [{ type: "CHARGE_TYPE_PAID", amount: 10_000_000, createdAt: new Date(Date.now() - 60_000) }]);
    const reviewer = await createReviewer();
    const rows = [
      // outside the week on either side
      { adId: ads[0].id, date: addUtcDays(WEEK_FROM, -1), impressions: 7, clicks: 7, installs: 7, spend: 7 },
      { adId: ads[0].id, date: WEEK_FROM, impressions: 1000, clicks: 20, installs: 2, spend: 3000 },
      { adId: ads[1].id, date: WEEK_FROM, impressions: 500, clicks: 5, installs: 0, spend: 1000 },
      { adId: ads[0].id, date: WEEK_TO, impressions: 2000, clicks: 40, installs: 4, spend: 6000 },
      { adId: ads[0].id, date: addUtcDays(WEEK_TO, 1), impressions: 9, clicks: 9, installs: 9, spend: 9 },
    ];
    expect((await callRoute(postDelivery, "POST", "/api/core/delivery", { apiKey: reviewer.apiKey, body: { rows } })).status).toBe(200);

    const created = await create(organizationId, owner.apiKey, {
      campaignId: campaign.id,
      frequency: "WEEKLY",
      breakdown: "AD",
      recipientIds: [owner.user.id, admin.user.id, leaver.user.id],
    });
    expect(created.status).toBe(201);
    // The leaver leaves before it is sent; the schedule was due on the Monday after the week, 06:00 KST.
    await prisma.membership.delete({ where: { id: leaver.membership.id } });
    await prisma.reportSchedule.update({ where: { id: created.json._id }, data: { nextRunAt: DUE } });
    const before = mail.messages.length;

    // Two runners at once (two worker processes): the schedule is claimed by one.
    const now = RUN_AT;
    const ran = await Promise.all([runDueSchedules(now), runDueSchedules(now)]);
    expect(ran.reduce((a, b) => a + b, 0)).toBe(1);
    const sent = mail.messages.slice(before);
    expect(sent.map((m) => m.to).sort()).toEqual([admin.user.email, owner.user.email].sort());

    const english = sent.find((m) => m.to.includes(owner.user.email))!;
    expect(english.subject).toBe(`Pixel Forge: weekly report of “Winter launch”, ${WEEK_FROM} to ${WEEK_TO}`);
    expect(english.text).toContain("3,500 impressions, 65 clicks, 6 installs, ₩10,000 spent");
    expect(english.text).toContain(`${ORIGIN}/organizations/${organizationId}/campaigns/${campaign.id}`);
    const korean = sent.find((m) => m.to.includes(admin.user.email))!;
    expect(korean.subject).toBe(`Pixel Forge: “Winter launch” 주간 리포트, ${WEEK_FROM} ~ ${WEEK_TO}`);
    expect(korean.text).toContain("안녕하세요");

    // The attachment is the campaign's report for that week by day and ad, as the Performance tab writes it.
    const report = await callRoute(campaignReport, "GET", `/api/core/organization/${organizationId}/campaign/${campaign.id}/report`, {
      params: { organizationId, campaignId: campaign.id },
      apiKey: owner.apiKey,
      query: { from: WEEK_FROM, to: WEEK_TO, granularity: "DAY", breakdown: "AD" },
    });
    expect(report.json.rows).toHaveLength(3);
    for (const [message, locale] of [
      [english, "en"],
      [korean, "ko"],
    ] as const) {
      const { performance } = (
        loadMessages(locale) as { campaigns: { performance: { csv: Record<string, string>; metrics: Record<string, string> } } }
      ).campaigns;
      const expected = reportCsv(report.json.rows, { ...performance.csv, ...performance.metrics } as Parameters<typeof reportCsv>[1]);
      expect(message.attachments).toHaveLength(1);
      expect(message.attachments[0]).toMatchObject({ type: "text/csv", filename: `report-${WEEK_FROM}-${WEEK_TO}.csv` });
      expect(message.attachments[0].text).toBe(expected);
    }

    // Claimed: the next send is a week later, and running again at the same time sends nothing.
    const after = await prisma.reportSchedule.findUniqueOrThrow({ where: { id: created.json._id } });
    expect(after.nextRunAt.toISOString()).toBe(`${addUtcDays(WEEK_TO, 7)}T21:00:00.000Z`);
    expect(after.lastRunAt?.toISOString()).toBe(now.toISOString());
    expect(await runDueSchedules(now)).toBe(0);
    expect(mail.messages.length - before).toBe(2);
  });

  it("the whole organization's schedule (perCampaign false) mails its campaigns added up, a row per day and country", async () => {
    const { owner, organizationId, ads } = await seoulOrganization();
    const second = await createCampaignWithAds(organizationId, { ads: 1, name: "Spring sale" });
    await seedLedger(organizationId, [{ type: "CHARGE_TYPE_PAID", amount: 10_000_000, createdAt: new Date(Date.now() - 60_000) }]);
    const reviewer = await createReviewer();
    // Rows without an hour are UTC days, whatever the organization's zone.
    const rows = [
      { adId: ads[0].id, date: WEEK_FROM, country: "KR", impressions: 1000, clicks: 20, installs: 2, spend: 3000 },
      { adId: ads[1].id, date: WEEK_FROM, country: "KR", impressions: 500, clicks: 5, installs: 0, spend: 1000 },
      { adId: second.ads[0].id, date: WEEK_FROM, country: "JP", impressions: 200, clicks: 2, installs: 1, spend: 500 },
      { adId: second.ads[0].id, date: WEEK_TO, country: "KR", impressions: 100, clicks: 1, installs: 1, spend: 400 },
    ];
    expect((await callRoute(postDelivery, "POST", "/api/core/delivery", { apiKey: reviewer.apiKey, body: { rows } })).status).toBe(200);

    // By ad or for one campaign there is nothing to add up: 400 on create and on change.
    const byAd = await create(organizationId, owner.apiKey, {
      frequency: "WEEKLY",
      breakdown: "AD",
      perCampaign: false,
      recipientIds: [owner.user.id],
    });
    expect(byAd.status).toBe(400);
    expect(byAd.json.details.map((detail: { path: string }) => detail.path)).toEqual(["breakdown"]);
    const created = await create(organizationId, owner.apiKey, {
      frequency: "WEEKLY",
      breakdown: "COUNTRY",
      perCampaign: false,
      recipientIds: [owner.user.id],
    });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ campaignId: null, breakdown: "COUNTRY", perCampaign: false });
    const toAd = await callRoute(PATCH, "PATCH", one(organizationId, created.json._id).url, {
      params: one(organizationId, created.json._id).params,
      apiKey: owner.apiKey,
      body: { breakdown: "AD" },
    });
    expect(toAd.status).toBe(400);

    await prisma.reportSchedule.update({ where: { id: created.json._id }, data: { nextRunAt: DUE } });
    const before = mail.messages.length;
    expect(await runDueSchedules(RUN_AT)).toBe(1);
    const [sent] = mail.messages.slice(before);
    expect(sent.text).toContain("1,800 impressions, 28 clicks, 4 installs, ₩4,900 spent");
    expect(
      sent.attachments[0].text
        .replace(/^\uFEFF/, "")
        .split("\r\n")
        .filter(Boolean),
    ).toEqual([
      "Date,Country,Country code,Impressions,Clicks,Installs,Spend,CTR,eCPM,CPI",
      // KR on the Monday: both ads of Winter launch, 1000 + 500 impressions, 3000 + 1000 spent
      `${WEEK_FROM},South Korea,KR,1500,25,2,4000,0.016667,2666.67,2000`,
      `${WEEK_FROM},Japan,JP,200,2,1,500,0.01,2500,500`,
      `${WEEK_TO},South Korea,KR,100,1,1,400,0.01,4000,400`,
    ]);
  });

  it("names the days the report counts in: the organization's zone for delivery by hour, UTC days for delivery without", async () => {
    const { owner, admin, organizationId, campaign, ads } = await seoulOrganization();
    await seedLedger(organizationId, [{ type: "CHARGE_TYPE_PAID", amount: 10_000_000, createdAt: new Date(Date.now() - 60_000) }]);
    const reviewer = await createReviewer();
    const rows = [
      // 03:00 UTC is noon in Seoul, the same day
      { adId: ads[0].id, date: WEEK_FROM, hour: 3, impressions: 100, clicks: 1, installs: 0, spend: 100 },
      { adId: ads[1].id, date: WEEK_TO, impressions: 50, clicks: 1, installs: 0, spend: 50 },
    ];
    expect((await callRoute(postDelivery, "POST", "/api/core/delivery", { apiKey: reviewer.apiKey, body: { rows } })).status).toBe(200);
    const created = await create(organizationId, owner.apiKey, {
      campaignId: campaign.id,
      frequency: "WEEKLY",
      recipientIds: [owner.user.id, admin.user.id],
    });
    expect(created.status, created.text).toBe(201);
    await prisma.reportSchedule.updateMany({
      where: { id: { not: created.json._id } },
      data: { nextRunAt: new Date(RUN_AT.getTime() + 365 * 86_400_000) },
    });
    await prisma.reportSchedule.update({ where: { id: created.json._id }, data: { nextRunAt: DUE } });
    const before = mail.messages.length;

    expect(await runDueSchedules(RUN_AT)).toBe(1);
    const sent = mail.messages.slice(before);
    expect(sent.find((m) => m.to.includes(owner.user.email))!.text).toContain(
      `for ${WEEK_FROM} to ${WEEK_TO} (days in Asia/Seoul; delivery reported without an hour in UTC days): 150 impressions`,
    );
    expect(sent.find((m) => m.to.includes(admin.user.email))!.text).toContain(
      `${WEEK_FROM} ~ ${WEEK_TO}(Asia/Seoul 기준 일자, 시간 없이 보고된 집행은 UTC 기준) 주간 리포트입니다`,
    );
  });

  describe("recipients must be allowed to read the report", () => {
    /**
     * Apps X and Y with a campaign each; an Admin, a Viewer, a member whose custom role reads only app X's campaigns and
     * one whose role reads no campaign (balance only).
     */
    async function rolesOrganization() {
      const { owner, admin, viewer, organizationId } = await seoulOrganization();
      const [appX, appY] = [await registerApp(organizationId, { name: "App X" }), await registerApp(organizationId, { name: "App Y" })];
      const campaignX = (await createCampaignWithAds(organizationId, { name: "X launch" })).campaign;
      const campaignY = (await createCampaignWithAds(organizationId, { name: "Y launch" })).campaign;
      await prisma.campaign.update({ where: { id: campaignX.id }, data: { promotedAppIds: [appX.id] } });
      await prisma.campaign.update({ where: { id: campaignY.id }, data: { promotedAppIds: [appY.id] } });
      const appXOnlyRole = await createCustomRole(organizationId, [`campaign:read@${appTarget(organizationId, appX.id)}`]);
      const noCampaignRole = await createCustomRole(organizationId, [`balance:read@${organizationTarget(organizationId)}`]);
      const appXOnly = await addMemberWithRole(organizationId, appXOnlyRole.id);
      const noCampaign = await addMemberWithRole(organizationId, noCampaignRole.id);
      return { owner, admin, viewer, organizationId, campaignX, campaignY, appXOnly, noCampaign, noCampaignRole };
    }

    /** Makes this schedule due at `now` and every other schedule of the file's database not. */
    async function dueNow(scheduleId: string, now: Date) {
      await prisma.reportSchedule.updateMany({
        where: { id: { not: scheduleId } },
        data: { nextRunAt: new Date(now.getTime() + 365 * 86_400_000) },
      });
      await prisma.reportSchedule.update({ where: { id: scheduleId }, data: { nextRunAt: new Date(now.getTime() - 60_000) } });
    }

    const written = async (organizationId: string) => ({
      schedules: await prisma.reportSchedule.count({ where: { organizationId } }),
      audited: await prisma.auditEntry.count({ where: { organizationId, action: { startsWith: "report-schedule:" } } }),
    });

    it("refuses campaign Y's report to a member who reads only app X's campaigns, and the organization's to one who reads no campaign: 403, nothing written", async () => {
      const { owner, admin, viewer, organizationId, campaignX, campaignY, appXOnly, noCampaign } = await rolesOrganization();

      const toAppXOnly = await create(organizationId, admin.apiKey, {
        campaignId: campaignY.id,
        frequency: "WEEKLY",
        recipientIds: [owner.user.id, appXOnly.user.id],
      });
      expect(toAppXOnly.status).toBe(403);
      expect(toAppXOnly.json).toMatchObject({ code: "Forbidden", reason: "RECIPIENT_CANNOT_READ" });
      expect(toAppXOnly.json.details).toEqual([
        { path: "recipientIds.1", message: "may not read this report (needs campaign:read on every app this campaign promotes)" },
      ]);

      const orgToNoCampaign = await create(organizationId, admin.apiKey, {
        frequency: "MONTHLY",
        recipientIds: [noCampaign.user.id, viewer.user.id, appXOnly.user.id],
      });
      expect(orgToNoCampaign.status).toBe(403);
      expect(orgToNoCampaign.json.reason).toBe("RECIPIENT_CANNOT_READ");
      // a role reading app X's campaigns only does not read the organization's report either
      expect(orgToNoCampaign.json.details.map((detail: { path: string }) => detail.path)).toEqual(["recipientIds.0", "recipientIds.2"]);
      expect(orgToNoCampaign.json.details[0].message).toBe("may not read this report (needs campaign:read on the organization)");
      expect(await written(organizationId)).toEqual({ schedules: 0, audited: 0 });

      // app X's campaign may go to the member who reads app X, with a Viewer and an Admin
      const allowed = await create(organizationId, admin.apiKey, {
        campaignId: campaignX.id,
        frequency: "WEEKLY",
        recipientIds: [appXOnly.user.id, viewer.user.id, admin.user.id],
      });
      expect(allowed.status).toBe(201);
      const saved = await prisma.reportSchedule.findUniqueOrThrow({ where: { id: allowed.json._id } });

      // and a change that adds one who may not read it is refused the same way, the schedule as it was
      const s = one(organizationId, allowed.json._id);
      const changed = await callRoute(PATCH, "PATCH", s.url, {
        params: s.params,
        apiKey: admin.apiKey,
        body: { frequency: "MONTHLY", recipientIds: [viewer.user.id, noCampaign.user.id] },
      });
      expect(changed.status).toBe(403);
      expect(changed.json).toMatchObject({ reason: "RECIPIENT_CANNOT_READ", details: [{ path: "recipientIds.1" }] });
      expect(await prisma.reportSchedule.findUniqueOrThrow({ where: { id: allowed.json._id } })).toEqual(saved);
      expect(await written(organizationId)).toEqual({ schedules: 1, audited: 1 });
    });

    it("at the send, a recipient who lost the read since is left out and the creator told; the others get the report", async () => {
      const { owner, admin, viewer, organizationId, campaignX, appXOnly, noCampaignRole } = await rolesOrganization();
      const created = await create(organizationId, admin.apiKey, {
        campaignId: campaignX.id,
        frequency: "WEEKLY",
        recipientIds: [appXOnly.user.id, viewer.user.id, owner.user.id],
      });
      expect(created.status).toBe(201);
      // the member's role changes after the schedule was saved: it no longer reads any campaign
      await prisma.membership.update({ where: { id: appXOnly.membership.id }, data: { roleId: noCampaignRole.id } });
      const now = new Date();
      await dueNow(created.json._id, now);
      const before = mail.messages.length;

      expect(await runDueSchedules(now)).toBe(1);
      const sent = mail.messages.slice(before);
      const reports = sent.filter((message) => message.attachments.length === 1);
      expect(reports.map((message) => message.to).sort()).toEqual([owner.user.email, viewer.user.email].sort());
      expect(sent.some((message) => message.to.includes(appXOnly.user.email))).toBe(false);
      // the Admin who made the schedule (Korean) is told who was left out, with no report attached
      const notice = sent.find((message) => message.to.includes(admin.user.email))!;
      expect(notice.attachments).toEqual([]);
      expect(notice.subject).toBe("Pixel Forge: 주간 리포트가 일부 수신자에게 발송되지 않았습니다");
      expect(notice.text).toContain(appXOnly.user.email);
      expect(notice.text).toContain(`${ORIGIN}/organizations/${organizationId}/campaigns/${campaignX.id}`);
      expect(sent).toHaveLength(3);
    });

    it("a creator who may no longer read the report is not told of it: the Owners are, each in their own language", async () => {
      const { owner, admin, viewer, organizationId, noCampaignRole } = await rolesOrganization();
      const koreanOwner = await addMember(organizationId, "owner");
      await prisma.user.update({ where: { id: koreanOwner.user.id }, data: { locale: "ko" } });
      const created = await create(organizationId, admin.apiKey, { frequency: "MONTHLY", recipientIds: [viewer.user.id, admin.user.id] });
      expect(created.status).toBe(201);
      await prisma.membership.update({ where: { id: admin.membership.id }, data: { roleId: noCampaignRole.id } });
      const now = new Date();
      await dueNow(created.json._id, now);
      const before = mail.messages.length;

      expect(await runDueSchedules(now)).toBe(1);
      const sent = mail.messages.slice(before);
      expect(sent.map((message) => message.to).sort()).toEqual([owner.user.email, koreanOwner.user.email, viewer.user.email].sort());
      const notice = sent.find((message) => message.to.includes(owner.user.email))!;
      expect(notice.subject).toBe("Pixel Forge: the monthly report was not sent to everyone");
      expect(notice.text).toContain(admin.user.email);
      const korean = sent.find((message) => message.to.includes(koreanOwner.user.email))!;
      expect(korean.subject).toBe("Pixel Forge: 월간 리포트가 일부 수신자에게 발송되지 않았습니다");
      expect(korean.text).toContain(`${admin.user.fullName} <${admin.user.email}>에게 발송되지 않았습니다`);
      expect(sent.find((message) => message.to.includes(viewer.user.email))!.attachments).toHaveLength(1);
    });
  });
});
