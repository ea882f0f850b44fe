import { afterEach, describe, expect, it, vi } from "vitest";
import { getPrisma, prisma } from "@/lib/db/client";
import { newObjectId } from "@/lib/new-object-id";
import { callRoute } from "@/lib/test/call-route";
import { addMember, addMemberWithRole, createCustomRole, createOwner, createReviewer, registerApp } from "@/lib/test/fixtures";
import {
  adBody,
  campaignBody,
  campaignPath,
  createCampaignViaApi,
  createStoredCampaignViaApi,
  setCampaign,
  storeSnapshots,
  S,
} from "@/lib/test/campaigns";
import { GET as history } from "@/app/api/core/organization/[organizationId]/campaign/[campaignId]/history/route";
import { POST } from "./route";

const change = (organizationId: string, campaignId: string, apiKey: string, body: unknown) =>
  callRoute(POST, "POST", `${campaignPath(organizationId, campaignId)}/status`, { params: { organizationId, campaignId }, apiKey, body });
const readHistory = (organizationId: string, campaignId: string, apiKey: string, query: Record<string, string> = {}) =>
  callRoute(history, "GET", `${campaignPath(organizationId, campaignId)}/history`, {
    params: { organizationId, campaignId },
    apiKey,
    query,
  });

// "noUpdate": a custom role with every campaign permission but campaign:update, the one pause, resume and end need.
type Actor = "reviewer" | "owner" | "viewer" | "noUpdate";

// [from, to, actor, expected status code, reason]
const MACHINE: [string, string, Actor, number, string?][] = [
  ["PENDING", "ACTIVE", "reviewer", 200],
  ["PENDING", "REJECTED", "reviewer", 200],
  ["PENDING", "ACTIVE", "owner", 403, "PERMISSION_DENIED"],
  ["PENDING", "REJECTED", "owner", 403, "PERMISSION_DENIED"],
  // pausing a PENDING campaign keeps it PENDING: life.test.ts
  ["PENDING", "PAUSED", "viewer", 403, "PERMISSION_DENIED"],
  ["PENDING", "PENDING", "owner", 409, "INVALID_STATUS_TRANSITION"],
  ["REJECTED", "PENDING", "owner", 200],
  ["REJECTED", "PENDING", "viewer", 403, "PERMISSION_DENIED"],
  ["REJECTED", "PENDING", "noUpdate", 403, "PERMISSION_DENIED"],
  ["REJECTED", "PENDING", "reviewer", 403, "PERMISSION_DENIED"],
  ["ACTIVE", "PENDING", "owner", 409, "INVALID_STATUS_TRANSITION"],
  ["PAUSED", "PENDING", "owner", 409, "INVALID_STATUS_TRANSITION"],
  ["ENDED", "PENDING", "owner", 409, "INVALID_STATUS_TRANSITION"],
  ["PENDING", "ENDED", "owner", 409, "INVALID_STATUS_TRANSITION"],
  ["ACTIVE", "PAUSED", "owner", 200],
  ["ACTIVE", "ENDED", "owner", 200],
  ["ACTIVE", "PAUSED", "viewer", 403, "PERMISSION_DENIED"],
  ["ACTIVE", "PAUSED", "noUpdate", 403, "PERMISSION_DENIED"],
  // Resume and end are refused whoever lacks campaign:update, from each state they leave.
  ["PAUSED", "ACTIVE", "viewer", 403, "PERMISSION_DENIED"],
  ["PAUSED", "ACTIVE", "noUpdate", 403, "PERMISSION_DENIED"],
  ["PAUSED", "ACTIVE", "reviewer", 403, "PERMISSION_DENIED"],
  ["ACTIVE", "ENDED", "viewer", 403, "PERMISSION_DENIED"],
  ["ACTIVE", "ENDED", "noUpdate", 403, "PERMISSION_DENIED"],
  ["ACTIVE", "ENDED", "reviewer", 403, "PERMISSION_DENIED"],
  ["PAUSED", "ENDED", "viewer", 403, "PERMISSION_DENIED"],
  ["PAUSED", "ENDED", "noUpdate", 403, "PERMISSION_DENIED"],
  ["PAUSED", "ENDED", "reviewer", 403, "PERMISSION_DENIED"],
  ["ACTIVE", "ACTIVE", "viewer", 409, "INVALID_STATUS_TRANSITION"],
  ["ACTIVE", "PAUSED", "reviewer", 403, "PERMISSION_DENIED"],
  ["ACTIVE", "REJECTED", "reviewer", 409, "INVALID_STATUS_TRANSITION"],
  ["ACTIVE", "ACTIVE", "owner", 409, "INVALID_STATUS_TRANSITION"],
  ["PAUSED", "ACTIVE", "owner", 200],
  ["PAUSED", "ENDED", "owner", 200],
  ["PAUSED", "PAUSED", "owner", 409, "INVALID_STATUS_TRANSITION"],
  ["REJECTED", "ACTIVE", "reviewer", 409, "INVALID_STATUS_TRANSITION"],
  ["REJECTED", "PAUSED", "owner", 409, "INVALID_STATUS_TRANSITION"],
  ["ENDED", "ACTIVE", "owner", 409, "INVALID_STATUS_TRANSITION"],
  ["ENDED", "PAUSED", "owner", 409, "INVALID_STATUS_TRANSITION"],
];

describe("POST /api/core/organization/{organizationId}/campaign/{campaignId}/status (extension)", () => {
  it("approval waits for every hosted image to be stored: 409 CREATIVE_SNAPSHOT_MISSING naming it, nothing written", async () => {
    const { organization, apiKey } = await createOwner();
    const reviewer = await createReviewer();
    const body = campaignBody({ ads: [adBody(), adBody({ name: "Ad two" })] });
    const campaign = await createCampaignViaApi(organization.id, apiKey, body);
    const refused = await change(organization.id, campaign._id, reviewer.apiKey, { status: S("ACTIVE") });
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({
      reason: "CREATIVE_SNAPSHOT_MISSING",
      details: [{ path: "ads.0.creatives.0" }, { path: "ads.1.creatives.0" }],
    });
    const stored = await prisma.campaign.findUniqueOrThrow({ where: { id: campaign._id }, include: { ads: true } });
    expect(stored.status).toBe(S("PENDING"));
    expect(stored.ads.map((ad) => ad.reviewStatus)).toEqual(["PENDING", "PENDING"]);
    expect(await prisma.campaignStatusRecord.count({ where: { campaignId: campaign._id } })).toBe(1);

    await storeSnapshots(campaign._id);
    expect((await change(organization.id, campaign._id, reviewer.apiKey, { status: S("ACTIVE") })).status).toBe(200);
  });

  it.each(MACHINE)("%s → %s by %s: %i %s", async (from, to, actor, statusCode, reason) => {
    const owner = await createOwner();
    const campaign = await createStoredCampaignViaApi(owner.organization.id, owner.apiKey);
    await setCampaign(campaign._id, { status: S(from) });
    const orgId = owner.organization.id;
    const keyOf: Record<Actor, () => Promise<string>> = {
      owner: async () => owner.apiKey,
      viewer: async () => (await addMember(orgId, "viewer")).apiKey,
      reviewer: async () => (await createReviewer()).apiKey,
      noUpdate: async () => {
        const role = await createCustomRole(orgId, [`campaign:read@organization/${orgId}`, `campaign:create@organization/${orgId}`]);
        return (await addMemberWithRole(orgId, role.id)).apiKey;
      },
    };
    const apiKey = await keyOf[actor]();
    const res = await change(owner.organization.id, campaign._id, apiKey, {
      status: S(to),
      ...(to === "REJECTED" ? { reason: "Misleading" } : {}),
    });
    expect(res.status).toBe(statusCode);
    const stored = await prisma.campaign.findUniqueOrThrow({ where: { id: campaign._id } });
    const records = await prisma.campaignStatusRecord.count({ where: { campaignId: campaign._id } });
    if (statusCode === 200) {
      expect(res.json.status).toBe(S(to));
      expect(stored.status).toBe(S(to));
      expect(records).toBe(2);
    } else {
      expect(res.json).toMatchObject({ statusCode, reason });
      expect(stored.status).toBe(S(from));
      expect(records).toBe(1);
    }
  });

  it("a campaign whose endAt passed is ENDED: no move is left", async () => {
    const { organization, apiKey } = await createOwner();
    const campaign = await createStoredCampaignViaApi(organization.id, apiKey);
    await setCampaign(campaign._id, { status: S("ACTIVE"), endAt: new Date(Date.now() - 1000) });
    const res = await change(organization.id, campaign._id, apiKey, { status: S("PAUSED") });
    expect(res.json).toMatchObject({ statusCode: 409, code: "Conflict", reason: "INVALID_STATUS_TRANSITION" });
    const items = (await readHistory(organization.id, campaign._id, apiKey)).json.items;
    expect(items[0]).toMatchObject({ statusFrom: S("ACTIVE"), statusTo: S("ENDED"), reason: "endAt passed" });
    expect(items[0].changedBy).toBeUndefined();
  });

  it.each([
    [{ status: S("REJECTED") }, "reason"],
    [{ status: S("REJECTED"), reason: "  " }, "reason"],
    [{ status: S("DRAFT") }, "status"],
    [{ status: "PAUSED" }, "status"],
    [{}, "status"],
    [{ status: S("PAUSED"), note: "x" }, "note"],
  ])("400 for %j", async (body, path) => {
    const { organization, apiKey } = await createOwner();
    const campaign = await createStoredCampaignViaApi(organization.id, apiKey);
    const res = await change(organization.id, campaign._id, apiKey, body);
    expect(res.json).toMatchObject({ statusCode: 400, code: "BadRequest", reason: "VALIDATION_FAILED" });
    expect(res.json.details.map((d: { path: string }) => d.path)).toContain(path);
  });

  it("two reviewers at once: exactly one wins, one record is written", async () => {
    const { organization, apiKey } = await createOwner();
    const campaign = await createStoredCampaignViaApi(organization.id, apiKey);
    const [first, second] = [await createReviewer(), await createReviewer()];
    const results = await Promise.all([
      change(organization.id, campaign._id, first.apiKey, { status: S("ACTIVE") }),
      change(organization.id, campaign._id, second.apiKey, { status: S("REJECTED"), reason: "No" }),
    ]);
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)!.json.reason).toBe("INVALID_STATUS_TRANSITION");
    expect(await prisma.campaignStatusRecord.count({ where: { campaignId: campaign._id } })).toBe(2);
  });

  /**
   * On a PostgreSQL server: returns once two other sessions of this database wait on a lock, that is both
   * requests are in flight on the held campaign row. Embedded PGlite runs one transaction at a time, so there
   * the requests simply queue behind the holder and there is nothing to wait for.
   */
  async function bothWaitingOnTheLock() {
    if (!process.env.DATABASE_URL) return;
    const deadline = Date.now() + 15_000;
    for (;;) {
      const [{ waiting }] = await prisma.$queryRaw<{ waiting: number }[]>`
        SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`;
      if (waiting >= 2) return;
      if (Date.now() > deadline) throw new Error(`only ${waiting} of 2 requests reached the locked campaign`);
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  it("two reviewers both in flight before either writes: exactly one wins, the other 409, one record", async () => {
    const { organization, apiKey } = await createOwner();
    const campaign = await createStoredCampaignViaApi(organization.id, apiKey);
    const [first, second] = [await createReviewer(), await createReviewer()];
    // Hold the campaign's row while both requests start and reach it, then let go: without the route's own row
    // lock both would read PENDING and both would write.
    let both!: Promise<Awaited<ReturnType<typeof change>>[]>;
    // Its own connection (not transaction(), whose nested calls, the requests started inside it, would join it).
    await getPrisma().$transaction(
      async (tx) => {
        await tx.$queryRaw`SELECT "id" FROM "Campaign" WHERE "id" = ${campaign._id} FOR UPDATE`;
        both = Promise.all([
          change(organization.id, campaign._id, first.apiKey, { status: S("ACTIVE") }),
          change(organization.id, campaign._id, second.apiKey, { status: S("REJECTED"), reason: "No" }),
        ]);
        await bothWaitingOnTheLock();
      },
      { timeout: 20_000 },
    );
    const results = await both;
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = results.find((r) => r.status === 200)!;
    expect(results.find((r) => r.status === 409)!.json).toMatchObject({ code: "Conflict", reason: "INVALID_STATUS_TRANSITION" });
    const stored = await prisma.campaign.findUniqueOrThrow({ where: { id: campaign._id } });
    expect(stored.status).toBe(winner.json.status);
    const records = await prisma.campaignStatusRecord.findMany({ where: { campaignId: campaign._id, statusFrom: S("PENDING") } });
    expect(records.map((r) => r.statusTo)).toEqual([winner.json.status]);
  });

  it("a reviewer rejects with a reason: the campaign carries it, serving says it, history lists every change newest first", async () => {
    const { organization, apiKey, user } = await createOwner();
    const reviewer = await createReviewer();
    const rejected = await createStoredCampaignViaApi(organization.id, apiKey);
    const res = await change(organization.id, rejected._id, reviewer.apiKey, { status: S("REJECTED"), reason: "The creative is blurry." });
    expect(res.json).toMatchObject({ status: S("REJECTED"), statusReason: "The creative is blurry." });
    expect(res.json.serving).toEqual({
      status: "NOT_SERVING",
      reasons: [{ reason: "REJECTED", message: expect.stringContaining("The creative is blurry.") }],
    });

    const campaign = await createStoredCampaignViaApi(organization.id, apiKey);
    await change(organization.id, campaign._id, reviewer.apiKey, { status: S("ACTIVE") });
    await change(organization.id, campaign._id, apiKey, { status: S("PAUSED") });
    await change(organization.id, campaign._id, apiKey, { status: S("ACTIVE") });
    const page1 = await readHistory(organization.id, campaign._id, apiKey, { limit: "2" });
    expect(page1.status).toBe(200);
    expect(page1.json.items).toEqual([
      {
        _id: expect.any(String),
        campaignId: campaign._id,
        statusFrom: S("PAUSED"),
        statusTo: S("ACTIVE"),
        changedBy: user.id,
        changedByName: user.fullName,
        createdAt: expect.any(String),
      },
      expect.objectContaining({ statusFrom: S("ACTIVE"), statusTo: S("PAUSED"), changedBy: user.id }),
    ]);
    const page2 = await readHistory(organization.id, campaign._id, apiKey, { cursor: page1.json.nextCursor });
    expect(page2.json.items).toEqual([
      expect.objectContaining({ statusFrom: S("PENDING"), statusTo: S("ACTIVE"), changedBy: reviewer.user.id }),
      expect.objectContaining({ statusTo: S("PENDING"), changedBy: user.id }),
    ]);
    expect(page2.json.items[1].statusFrom).toBeUndefined();
    expect(page2.json.nextCursor).toBeNull();
    // A reviewer reads the history of any organization's campaign.
    expect((await readHistory(organization.id, campaign._id, reviewer.apiKey)).status).toBe(200);
  });

  it("a role scoped to one app pauses that app's campaigns only; tenancy is 404", async () => {
    const { organization, apiKey } = await createOwner();
    const app = await registerApp(organization.id);
    const mine = await createStoredCampaignViaApi(organization.id, apiKey, campaignBody({ ads: [adBody({ promotedAppId: app.id })] }));
    const other = await createStoredCampaignViaApi(organization.id, apiKey);
    await setCampaign(mine._id, { status: S("ACTIVE") });
    await setCampaign(other._id, { status: S("ACTIVE") });
    const role = await createCustomRole(organization.id, [`campaign:update@organization/${organization.id}/app/${app.id}`]);
    const scoped = await addMemberWithRole(organization.id, role.id);
    expect((await change(organization.id, mine._id, scoped.apiKey, { status: S("PAUSED") })).status).toBe(200);
    expect((await change(organization.id, other._id, scoped.apiKey, { status: S("PAUSED") })).json).toMatchObject({
      statusCode: 403,
      reason: "PERMISSION_DENIED",
    });

    // Nor does it learn another app's campaign's status from a 409 (no move from ACTIVE to ACTIVE, or from ENDED).
    for (const [status, to] of [
      ["ACTIVE", "ACTIVE"],
      ["ENDED", "PAUSED"],
    ]) {
      await setCampaign(other._id, { status: S(status) });
      const res = await change(organization.id, other._id, scoped.apiKey, { status: S(to) });
      expect(res.json).toMatchObject({ statusCode: 403, reason: "PERMISSION_DENIED" });
      expect(res.json.message).not.toMatch(/ACTIVE|ENDED/);
    }
    expect(await prisma.campaignStatusRecord.count({ where: { campaignId: other._id } })).toBe(1);

    const stranger = await createOwner();
    expect((await change(stranger.organization.id, mine._id, stranger.apiKey, { status: S("ENDED") })).json).toMatchObject({
      statusCode: 404,
      reason: "NOT_FOUND",
    });
    expect((await readHistory(stranger.organization.id, mine._id, stranger.apiKey)).json).toMatchObject({
      statusCode: 404,
      reason: "NOT_FOUND",
    });
  });
});

describe("POST …/campaign/{campaignId}/status: the reason and the record's time", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** The campaign's status records, oldest first, as [statusTo, createdAt in ms]. */
  const recordTimes = async (campaignId: string) =>
    (await prisma.campaignStatusRecord.findMany({ where: { campaignId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] })).map((r) => [
      r.statusTo,
      r.createdAt.getTime(),
    ]);

  it("only a rejection sets the campaign's statusReason; every change's record keeps the reason given with it", async () => {
    const { organization, apiKey } = await createOwner();
    const reviewer = await createReviewer();
    const campaign = await createStoredCampaignViaApi(organization.id, apiKey);
    const approved = await change(organization.id, campaign._id, reviewer.apiKey, { status: S("ACTIVE"), reason: "Looks fine" });
    expect(approved.status).toBe(200);
    expect((await prisma.campaign.findUniqueOrThrow({ where: { id: campaign._id } })).statusReason).toBeNull();
    expect((await change(organization.id, campaign._id, apiKey, { status: S("PAUSED"), reason: "Holiday break" })).status).toBe(200);
    expect((await prisma.campaign.findUniqueOrThrow({ where: { id: campaign._id } })).statusReason).toBeNull();
    const items = (await readHistory(organization.id, campaign._id, apiKey)).json.items;
    expect(items.map((i: { statusTo: string; reason?: string }) => [i.statusTo, i.reason])).toEqual([
      [S("PAUSED"), "Holiday break"],
      [S("ACTIVE"), "Looks fine"],
      [S("PENDING"), undefined],
    ]);
  });

  it("changes within one millisecond are dated one millisecond apart, and history lists them newest first", async () => {
    const { organization, apiKey } = await createOwner();
    const reviewer = await createReviewer();
    vi.useFakeTimers({ toFake: ["Date"] });
    const at = Date.now();
    const campaign = await createStoredCampaignViaApi(organization.id, apiKey);
    await change(organization.id, campaign._id, reviewer.apiKey, { status: S("ACTIVE") });
    await change(organization.id, campaign._id, apiKey, { status: S("PAUSED") });
    await change(organization.id, campaign._id, apiKey, { status: S("ACTIVE") });
    const items = (await readHistory(organization.id, campaign._id, apiKey)).json.items;
    expect(items.map((i: { statusTo: string; createdAt: string }) => [i.statusTo, Date.parse(i.createdAt)])).toEqual([
      [S("ACTIVE"), at + 3],
      [S("PAUSED"), at + 2],
      [S("ACTIVE"), at + 1],
      [S("PENDING"), at],
    ]);
  });

  it("a change made after the previous one is dated when it happens", async () => {
    const { organization, apiKey } = await createOwner();
    const reviewer = await createReviewer();
    vi.useFakeTimers({ toFake: ["Date"] });
    const created = Date.now();
    const campaign = await createStoredCampaignViaApi(organization.id, apiKey);
    vi.setSystemTime(created + 86_400_000);
    expect((await change(organization.id, campaign._id, reviewer.apiKey, { status: S("ACTIVE") })).status).toBe(200);
    expect(await recordTimes(campaign._id)).toEqual([
      [S("PENDING"), created],
      [S("ACTIVE"), created + 86_400_000],
    ]);
  });

  it("a record of this campaign ahead of the clock dates the next change after it; another campaign's does not", async () => {
    const { organization, apiKey } = await createOwner();
    const reviewer = await createReviewer();
    vi.useFakeTimers({ toFake: ["Date"] });
    // Early in a second, so a record half a second ahead still carries the same second in its id.
    const at = Math.floor(Date.now() / 1000) * 1000 + 100;
    vi.setSystemTime(at);
    const campaign = await createStoredCampaignViaApi(organization.id, apiKey);
    const other = await createStoredCampaignViaApi(organization.id, apiKey);
    // Approvals written by instances whose clocks run ahead: half a second for this campaign, an hour for the
    // other. Ids within one second are in random order: this one's sorts before the creation record's, so only
    // the record time says which is the latest.
    await setCampaign(campaign._id, { status: S("ACTIVE") });
    await setCampaign(other._id, { status: S("ACTIVE") });
    const ahead = [
      { campaignId: campaign._id, id: newObjectId(at).slice(0, 8) + "0".repeat(16), createdAt: new Date(at + 500) },
      { campaignId: other._id, id: newObjectId(at + 3_600_000), createdAt: new Date(at + 3_600_000) },
    ];
    for (const record of ahead) {
      await prisma.campaignStatusRecord.create({
        data: { ...record, statusFrom: S("PENDING"), statusTo: S("ACTIVE"), changedById: reviewer.user.id },
      });
    }

    expect((await change(organization.id, campaign._id, apiKey, { status: S("PAUSED") })).status).toBe(200);
    expect(await recordTimes(campaign._id)).toEqual([
      [S("PENDING"), at],
      [S("ACTIVE"), at + 500],
      [S("PAUSED"), at + 501],
    ]);

    const third = await createStoredCampaignViaApi(organization.id, apiKey);
    await setCampaign(third._id, { status: S("ACTIVE") });
    expect((await change(organization.id, third._id, apiKey, { status: S("PAUSED") })).status).toBe(200);
    expect(await recordTimes(third._id)).toEqual([
      [S("PENDING"), at],
      [S("PAUSED"), at + 1],
    ]);
  });
});
