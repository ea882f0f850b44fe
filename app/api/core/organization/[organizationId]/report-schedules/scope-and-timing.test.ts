import { describe, expect, it, vi } from "vitest";
import { prisma } from "@/lib/db/client";
import { runDueSchedules } from "@/lib/report-delivery/run-schedules";
import { callRoute } from "@/lib/test/call-route";
import { createCampaignWithAds } from "@/lib/test/delivery";
import { addMember, createCustomRole, createOwner, createReviewer } from "@/lib/test/fixtures";
import { useMailServer } from "@/lib/test/mail-server";
import { GET as getOne, PATCH, DELETE } from "./[scheduleId]/route";
import { GET, POST } from "./route";

// What the schedules' routes and the runner touch: only the organization's own schedules, recipients whose
// membership is still running at the instant of the send, the next send after a long stop counted from now, and at
// most twenty schedules a run. The runner is called with the test's own instants.

const mail = useMailServer();

const DAY_MS = 86_400_000;
const path = (organizationId: string) => `/api/core/organization/${organizationId}/report-schedules`;
const create = (organizationId: string, apiKey: string, body: unknown) =>
  callRoute(POST, "POST", path(organizationId), { params: { organizationId }, apiKey, body });
const at = (organizationId: string, scheduleId: string) => ({
  params: { organizationId, scheduleId },
  url: `${path(organizationId)}/${scheduleId}`,
});

/** An organization (UTC) whose Owner has a weekly schedule of the organization's report, mailed to them. */
async function withSchedule() {
  const owner = await createOwner();
  const organizationId = owner.organization.id;
  const created = await create(organizationId, owner.apiKey, { frequency: "WEEKLY", breakdown: "NONE", recipientIds: [owner.user.id] });
  expect(created.status, created.text).toBe(201);
  return { owner, organizationId, scheduleId: created.json._id as string };
}

/** Makes only `scheduleIds` due at `now`: every other schedule of the file's database waits a year. */
async function onlyDue(scheduleIds: string[], now: Date, dueAt = new Date(now.getTime() - 60_000)) {
  await prisma.reportSchedule.updateMany({
    where: { id: { notIn: scheduleIds } },
    data: { nextRunAt: new Date(now.getTime() + 365 * DAY_MS) },
  });
  await prisma.reportSchedule.updateMany({ where: { id: { in: scheduleIds } }, data: { nextRunAt: dueAt } });
}

describe("report schedules: each organization's own", () => {
  it("another organization's schedule is not listed, and is 404 to read, change and delete, and left as it was", async () => {
    const ours = await withSchedule();
    const theirs = await withSchedule();
    const listed = await callRoute(GET, "GET", path(ours.organizationId), {
      params: { organizationId: ours.organizationId },
      apiKey: ours.owner.apiKey,
    });
    expect(listed.status, listed.text).toBe(200);
    expect(listed.json.items.map((item: { _id: string }) => item._id)).toEqual([ours.scheduleId]);

    const s = at(ours.organizationId, theirs.scheduleId);
    const saved = await prisma.reportSchedule.findUniqueOrThrow({ where: { id: theirs.scheduleId } });
    expect((await callRoute(getOne, "GET", s.url, { params: s.params, apiKey: ours.owner.apiKey })).status).toBe(404);
    const patched = await callRoute(PATCH, "PATCH", s.url, { params: s.params, apiKey: ours.owner.apiKey, body: { breakdown: "COUNTRY" } });
    expect(patched.status, patched.text).toBe(404);
    expect((await callRoute(DELETE, "DELETE", s.url, { params: s.params, apiKey: ours.owner.apiKey })).status).toBe(404);
    expect(await prisma.reportSchedule.findUniqueOrThrow({ where: { id: theirs.scheduleId } })).toEqual(saved);
    // and its own organization still reads it
    const own = at(theirs.organizationId, theirs.scheduleId);
    expect((await callRoute(getOne, "GET", own.url, { params: own.params, apiKey: theirs.owner.apiKey })).json._id).toBe(theirs.scheduleId);
  });

  it("a change that keeps the frequency keeps the next send; a new frequency moves it", async () => {
    const { owner, organizationId, scheduleId } = await withSchedule();
    const set = new Date(Date.now() + 3 * DAY_MS);
    await prisma.reportSchedule.update({ where: { id: scheduleId }, data: { nextRunAt: set } });
    const s = at(organizationId, scheduleId);
    const patch = (body: unknown) => callRoute(PATCH, "PATCH", s.url, { params: s.params, apiKey: owner.apiKey, body });
    for (const body of [{ breakdown: "COUNTRY" }, { recipientIds: [owner.user.id] }, { frequency: "WEEKLY" }]) {
      const changed = await patch(body);
      expect(changed.status, changed.text).toBe(200);
      expect(changed.json.nextRunAt).toBe(set.toISOString());
    }
    const monthly = await patch({ frequency: "MONTHLY" });
    expect(monthly.json.nextRunAt).toMatch(/-01T06:00:00\.000Z$/);
  });
});

describe("report schedules at the send", () => {
  it("after a long stop the next send is the first one after now, not the missed ones after the old time", async () => {
    const { owner, organizationId, scheduleId } = await withSchedule();
    const now = new Date();
    await onlyDue([scheduleId], now, new Date(now.getTime() - 30 * DAY_MS));
    const before = mail.messages.length;
    expect(await runDueSchedules(now)).toBe(1);
    expect(mail.messages.length - before).toBe(1);
    const after = await prisma.reportSchedule.findUniqueOrThrow({ where: { id: scheduleId } });
    expect(after.nextRunAt.getTime()).toBeGreaterThan(now.getTime());
    expect(after.nextRunAt.getTime() - now.getTime()).toBeLessThanOrEqual(7 * DAY_MS);
    expect(after.lastRunAt?.toISOString()).toBe(now.toISOString());
    const s = at(organizationId, scheduleId);
    const answered = await callRoute(getOne, "GET", s.url, { params: s.params, apiKey: owner.apiKey });
    expect(answered.json).toMatchObject({ lastRunAt: now.toISOString(), nextRunAt: after.nextRunAt.toISOString() });
    expect(await runDueSchedules(now)).toBe(0);
  });

  it("a recipient whose membership ended is refused when saved and, ending at the send's instant, gets nothing then", async () => {
    const { owner, organizationId, scheduleId } = await withSchedule();
    const ended = await addMember(organizationId, "viewer");
    await prisma.membership.update({ where: { id: ended.membership.id }, data: { expiresAt: new Date(Date.now() - 1_000) } });
    const refused = await create(organizationId, owner.apiKey, { frequency: "WEEKLY", recipientIds: [owner.user.id, ended.user.id] });
    expect(refused.status).toBe(400);
    expect(refused.json.details).toEqual([{ path: "recipientIds.1", message: "is not a member of this organization" }]);

    // Saved while a member; the membership ends exactly when the schedule is sent, another's a millisecond after.
    const now = new Date(Date.now() + DAY_MS);
    const leaving = await addMember(organizationId, "viewer");
    const staying = await addMember(organizationId, "viewer");
    const s = at(organizationId, scheduleId);
    const changed = await callRoute(PATCH, "PATCH", s.url, {
      params: s.params,
      apiKey: owner.apiKey,
      body: { recipientIds: [leaving.user.id, staying.user.id] },
    });
    expect(changed.status, changed.text).toBe(200);
    await prisma.membership.update({ where: { id: leaving.membership.id }, data: { expiresAt: now } });
    await prisma.membership.update({ where: { id: staying.membership.id }, data: { expiresAt: new Date(now.getTime() + 1) } });
    await onlyDue([scheduleId], now);
    const before = mail.messages.length;
    expect(await runDueSchedules(now)).toBe(1);
    expect(mail.messages.slice(before).map((message) => message.to)).toEqual([expect.stringContaining(staying.user.email)]);
  });

  it("a platform reviewer among the members may receive a campaign's report by their flag, not the organization's", async () => {
    const { owner, organizationId } = await withSchedule();
    const { campaign } = await createCampaignWithAds(organizationId);
    const reviewer = await createReviewer();
    const member = await addMember(organizationId, "viewer", reviewer.user.id);
    await prisma.membership.update({
      where: { id: member.membership.id },
      data: { roleId: (await createCustomRole(organizationId, [])).id },
    });
    const campaignReport = await create(organizationId, owner.apiKey, {
      campaignId: campaign.id,
      frequency: "WEEKLY",
      recipientIds: [reviewer.user.id],
    });
    expect(campaignReport.status, campaignReport.text).toBe(201);
    const organizationReport = await create(organizationId, owner.apiKey, { frequency: "WEEKLY", recipientIds: [reviewer.user.id] });
    expect(organizationReport.status, organizationReport.text).toBe(403);
    expect(organizationReport.json.reason).toBe("RECIPIENT_CANNOT_READ");
  });

  it("a schedule without a creator tells the Owners of a recipient who may no longer read it", async () => {
    const { owner, organizationId, scheduleId } = await withSchedule();
    const other = await withSchedule();
    const viewer = await addMember(organizationId, "viewer");
    await prisma.user.update({ where: { id: viewer.user.id }, data: { fullName: "Vera Viewer" } });
    viewer.user.fullName = "Vera Viewer";
    const s = at(organizationId, scheduleId);
    expect(
      (await callRoute(PATCH, "PATCH", s.url, { params: s.params, apiKey: owner.apiKey, body: { recipientIds: [viewer.user.id] } })).status,
    ).toBe(200);
    // the Viewer's role now reads no campaign
    const role = await createCustomRole(organizationId, []);
    await prisma.membership.update({ where: { id: viewer.membership.id }, data: { roleId: role.id } });
    await prisma.reportSchedule.update({ where: { id: scheduleId }, data: { createdById: null } });
    const now = new Date();
    await onlyDue([scheduleId], now);
    const before = mail.messages.length;
    expect(await runDueSchedules(now)).toBe(1);
    const sent = mail.messages.slice(before);
    // the organization's Owner, and no one of another organization
    expect(sent.map((message) => message.to)).toEqual([expect.stringContaining(owner.user.email)]);
    expect(sent[0].attachments).toEqual([]);
    expect(sent[0].text).toContain(`${viewer.user.fullName} <${viewer.user.email}>`);
    expect(sent.some((message) => message.to.includes(other.owner.user.email))).toBe(false);
  });

  it("a report the mail server refuses for one recipient is logged and not sent again; the others get theirs", async () => {
    const { owner, organizationId, scheduleId } = await withSchedule();
    const gone = await addMember(organizationId, "viewer");
    const s = at(organizationId, scheduleId);
    const body = { recipientIds: [gone.user.id, owner.user.id] };
    expect((await callRoute(PATCH, "PATCH", s.url, { params: s.params, apiKey: owner.apiKey, body })).status).toBe(200);
    const now = new Date();
    await onlyDue([scheduleId], now);
    const before = mail.messages.length;
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    mail.refused.add(gone.user.email.toLowerCase());
    try {
      expect(await runDueSchedules(now)).toBe(1);
      expect(logged).toHaveBeenCalledWith(expect.stringContaining(`sending schedule ${scheduleId} to ${gone.user.email} failed`));
      // the period stays claimed: a second run sends it to no one
      expect(await runDueSchedules(now)).toBe(0);
    } finally {
      mail.refused.clear();
      logged.mockRestore();
    }
    expect(mail.messages.slice(before).map((message) => message.to)).toEqual([expect.stringContaining(owner.user.email)]);
    expect((await prisma.reportSchedule.findUniqueOrThrow({ where: { id: scheduleId } })).nextRunAt.getTime()).toBeGreaterThan(
      now.getTime(),
    );
  });

  it("a notice of skipped recipients the mail server refuses is logged; the report still goes to those who may read it", async () => {
    const { owner, organizationId, scheduleId } = await withSchedule();
    const lost = await addMember(organizationId, "viewer");
    const reader = await addMember(organizationId, "viewer");
    const s = at(organizationId, scheduleId);
    const body = { recipientIds: [lost.user.id, reader.user.id] };
    expect((await callRoute(PATCH, "PATCH", s.url, { params: s.params, apiKey: owner.apiKey, body })).status).toBe(200);
    // one recipient's role now reads no campaign: the creator, the Owner, is told, and their server refuses it
    await prisma.membership.update({
      where: { id: lost.membership.id },
      data: { roleId: (await createCustomRole(organizationId, [])).id },
    });
    const now = new Date();
    await onlyDue([scheduleId], now);
    const before = mail.messages.length;
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    mail.refused.add(owner.user.email.toLowerCase());
    try {
      expect(await runDueSchedules(now)).toBe(1);
      expect(logged).toHaveBeenCalledWith(
        expect.stringContaining(`telling ${owner.user.email} of schedule ${scheduleId}'s skipped recipients failed`),
      );
    } finally {
      mail.refused.clear();
      logged.mockRestore();
    }
    const sent = mail.messages.slice(before);
    expect(sent.map((message) => message.to)).toEqual([expect.stringContaining(reader.user.email)]);
    expect(sent[0].attachments).toHaveLength(1);
  });

  it("runs at most twenty schedules a call; the rest wait for the next", async () => {
    const { owner, organizationId } = await withSchedule();
    const ids: string[] = [];
    for (let i = 0; i < 21; i++) {
      const created = await create(organizationId, owner.apiKey, {
        frequency: "MONTHLY",
        breakdown: "NONE",
        recipientIds: [owner.user.id],
      });
      ids.push(created.json._id as string);
    }
    // Recipients gone: each run claims its schedule and sends nothing, so the count is what is checked.
    await prisma.reportSchedule.updateMany({ where: { id: { in: ids } }, data: { recipientIds: ["000000000000000000000000"] } });
    const now = new Date();
    await onlyDue(ids, now);
    expect(await runDueSchedules(now)).toBe(20);
    expect(await runDueSchedules(now)).toBe(1);
    expect(await runDueSchedules(now)).toBe(0);
  });
});
