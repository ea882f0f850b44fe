import { afterEach, describe, expect, it, vi } from "vitest";
import { getPrisma, prisma } from "@/lib/db/client";
import { newObjectId } from "@/lib/new-object-id";
import { approvalMachine, APPROVAL_ACTIONS, APPROVAL_STATUSES, type ApprovalAction } from "@/lib/apps/approval-machine";
import { ROLE_TYPE_CUSTOM } from "@/lib/permissions/system-roles";
import { rotateApiKey } from "@/lib/members/rotate-api-key";
import { callRoute, ORIGIN } from "@/lib/test/call-route";
import { addMember, createOwner, createReviewer, createUser, registerApp, sessionCookie, setPlatformStatus } from "@/lib/test/fixtures";
import { PUT } from "./route";

const ANDROID = "APP_PLATFORM_ANDROID";
const IOS = "APP_PLATFORM_IOS";
const REQUEST = "APPROVAL_ACTION_REQUEST_APPROVAL";
const CANCEL = "APPROVAL_ACTION_CANCEL";
const APPROVE = "APPROVAL_ACTION_APPROVE";
const REJECT = "APPROVAL_ACTION_REJECT";
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

async function fixture() {
  const owner = await createOwner();
  const reviewer = await createReviewer();
  const orgId = owner.organization.id;
  const app = await registerApp(orgId, {
    platform: [ANDROID, IOS],
    platformSettings: {
      android: { storeUrl: "https://play.google.com/store/apps/details?id=x" },
      ios: { storeUrl: "https://apps.apple.com/app/id1" },
    },
  });
  const act = (action: string, body: unknown, apiKey: string, appId = app.id, organizationId = orgId) =>
    callRoute(PUT, "PUT", `/api/core/organization/${organizationId}/apps/${appId}/approval/${action}`, {
      params: { organizationId, appId, action },
      apiKey,
      body,
    });
  const review = (platform = ANDROID) =>
    prisma.platformReview.findUniqueOrThrow({ where: { appId_platform: { appId: app.id, platform } } });
  const records = () => prisma.approvalRecord.findMany({ where: { appId: app.id }, orderBy: { createdAt: "asc" } });
  return { owner, reviewer, orgId, app, act, review, records };
}

const bodyFor = (action: string, platform = ANDROID) =>
  action === REJECT ? { platform, reason: "The store page is broken" } : { platform };

// The approval machine: these five moves, and 409 INVALID_APPROVAL_TRANSITION for the other eleven.
const ALLOWED: Record<string, string> = {
  [`APPROVAL_STATUS_CREATED ${REQUEST}`]: "APPROVAL_STATUS_PENDING",
  [`APPROVAL_STATUS_REJECTED ${REQUEST}`]: "APPROVAL_STATUS_PENDING",
  [`APPROVAL_STATUS_PENDING ${CANCEL}`]: "APPROVAL_STATUS_CREATED",
  [`APPROVAL_STATUS_PENDING ${APPROVE}`]: "APPROVAL_STATUS_APPROVED",
  [`APPROVAL_STATUS_PENDING ${REJECT}`]: "APPROVAL_STATUS_REJECTED",
};
const TABLE = APPROVAL_STATUSES.flatMap((from) =>
  APPROVAL_ACTIONS.map((action) => [from, action, ALLOWED[`${from} ${action}`] ?? null] as const),
);

describe("PUT …/apps/{appId}/approval/{action} (operation 8): the state machine", () => {
  it("has every action from every status in the table", () => expect(TABLE).toHaveLength(16));

  it.each(TABLE)("from %s, %s → %s", async (from, action, to) => {
    const { owner, reviewer, orgId, app, act, review, records } = await fixture();
    await setPlatformStatus(app.id, ANDROID, from);
    const actor = approvalMachine.actorOf(action as ApprovalAction) === "app:review" ? reviewer : owner;
    const res = await act(action, bodyFor(action), actor.apiKey);
    if (to) {
      expect(res.status).toBe(200);
      expect(res.json).toEqual({
        _id: expect.stringMatching(/^[0-9a-f]{24}$/),
        organizationId: orgId,
        appId: app.id,
        submittedBy: actor.user.id,
        submittedByName: actor.user.fullName,
        action,
        statusFrom: from,
        statusTo: to,
        platform: ANDROID,
        createdAt: expect.stringMatching(ISO),
        ...(action === REJECT ? { reason: "The store page is broken" } : {}),
      });
      expect((await review()).status).toBe(to);
      expect(await records()).toHaveLength(1);
    } else {
      expect(res.status).toBe(409);
      expect(res.json).toMatchObject({ statusCode: 409, code: "Conflict", reason: "INVALID_APPROVAL_TRANSITION" });
      expect((await review()).status).toBe(from);
      expect(await records()).toHaveLength(0);
    }
    // The other platform never moves.
    expect((await review(IOS)).status).toBe("APPROVAL_STATUS_CREATED");
  });

  it("walks request → reject → re-request → approve, with submittedAt, reviewedAt and reason following", async () => {
    const { owner, reviewer, act, review, records } = await fixture();
    expect(await review()).toMatchObject({ submittedAt: null, reviewedAt: null, reason: null });

    expect((await act(REQUEST, { platform: ANDROID }, owner.apiKey)).status).toBe(200);
    const requested = await review();
    expect(requested).toMatchObject({ status: "APPROVAL_STATUS_PENDING", reviewedAt: null, reason: null });
    expect(requested.submittedAt).toBeInstanceOf(Date);

    expect((await act(REJECT, { platform: ANDROID, reason: "Screenshots missing" }, reviewer.apiKey)).status).toBe(200);
    const rejected = await review();
    expect(rejected).toMatchObject({
      status: "APPROVAL_STATUS_REJECTED",
      submittedAt: requested.submittedAt,
      reason: "Screenshots missing",
    });
    expect(rejected.reviewedAt!.getTime()).toBeGreaterThanOrEqual(requested.submittedAt!.getTime());

    expect((await act(REQUEST, { platform: ANDROID, reason: "Added screenshots" }, owner.apiKey)).status).toBe(200);
    const again = await review();
    expect(again).toMatchObject({ status: "APPROVAL_STATUS_PENDING", reviewedAt: null, reason: "Added screenshots" });

    expect((await act(APPROVE, { platform: ANDROID }, reviewer.apiKey)).status).toBe(200);
    expect(await review()).toMatchObject({ status: "APPROVAL_STATUS_APPROVED", reason: null, reviewedAt: expect.any(Date) });

    const history = await records();
    expect(history.map((r) => [r.action, r.statusFrom, r.statusTo])).toEqual([
      [REQUEST, "APPROVAL_STATUS_CREATED", "APPROVAL_STATUS_PENDING"],
      [REJECT, "APPROVAL_STATUS_PENDING", "APPROVAL_STATUS_REJECTED"],
      [REQUEST, "APPROVAL_STATUS_REJECTED", "APPROVAL_STATUS_PENDING"],
      [APPROVE, "APPROVAL_STATUS_PENDING", "APPROVAL_STATUS_APPROVED"],
    ]);
    expect(history.map((r) => r.submittedById)).toEqual([owner.user.id, reviewer.user.id, owner.user.id, reviewer.user.id]);
    const times = history.map((r) => r.createdAt.getTime());
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(new Set(times).size).toBe(4);
  });

  it("cancel takes a pending request back to CREATED and clears submittedAt", async () => {
    const { owner, act, review } = await fixture();
    await act(REQUEST, { platform: ANDROID }, owner.apiKey);
    const res = await act(CANCEL, { platform: ANDROID }, owner.apiKey);
    expect(res.json).toMatchObject({ statusFrom: "APPROVAL_STATUS_PENDING", statusTo: "APPROVAL_STATUS_CREATED" });
    expect(await review()).toMatchObject({ status: "APPROVAL_STATUS_CREATED", submittedAt: null, reviewedAt: null });
  });
});

describe("PUT …/approval/{action}: validation", () => {
  it.each([
    ["an unknown action", "APPROVAL_ACTION_PUBLISH", { platform: ANDROID }, "action"],
    ["a lower-case action", "approve", { platform: ANDROID }, "action"],
    ["no platform", REQUEST, {}, "platform"],
    ["no body", REQUEST, undefined, ""],
    ["an unknown platform", REQUEST, { platform: "APP_PLATFORM_PS5" }, "platform"],
    ["a platform the app does not have", REQUEST, { platform: "APP_PLATFORM_H5" }, "platform"],
    ["a reject without a reason", REJECT, { platform: ANDROID }, "reason"],
    ["a reject with a blank reason", REJECT, { platform: ANDROID, reason: "   " }, "reason"],
    ["a reason over 1000 characters", REJECT, { platform: ANDROID, reason: "r".repeat(1001) }, "reason"],
    ["an unknown field", REQUEST, { platform: ANDROID, status: "APPROVAL_STATUS_APPROVED" }, "status"],
  ])("400 VALIDATION_FAILED for %s", async (_label, action, body, field) => {
    const { owner, reviewer, app, act, records } = await fixture();
    await setPlatformStatus(app.id, ANDROID, "APPROVAL_STATUS_PENDING");
    const res = await act(action, body, action === REJECT ? reviewer.apiKey : owner.apiKey);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ statusCode: 400, code: "BadRequest", reason: "VALIDATION_FAILED" });
    expect(res.json.details.map((d: { path: string }) => d.path)).toContain(field);
    expect(await records()).toHaveLength(0);
  });

  it.each([
    ["android", ANDROID, { platform: [ANDROID] }, "platformSettings.android.storeUrl"],
    ["h5", "APP_PLATFORM_H5", { platformSettings: { h5: {} } }, "platformSettings.h5.reviewUrl"],
  ])("400 STORE_URL_REQUIRED to request %s approval without its URL", async (_label, platform, appBody, field) => {
    const { owner, orgId, act } = await fixture();
    const bare = await registerApp(orgId, appBody);
    const res = await act(REQUEST, { platform }, owner.apiKey, bare.id);
    expect(res.json).toMatchObject({ statusCode: 400, code: "BadRequest", reason: "STORE_URL_REQUIRED" });
    expect(res.json.details).toEqual([{ path: field, message: expect.any(String) }]);
    const review = await prisma.platformReview.findFirstOrThrow({ where: { appId: bare.id } });
    expect(review.status).toBe("APPROVAL_STATUS_CREATED");
  });

  it("a re-request needs the store URL too", async () => {
    const { owner, app, act } = await fixture();
    await setPlatformStatus(app.id, ANDROID, "APPROVAL_STATUS_REJECTED");
    await prisma.app.update({
      where: { id: app.id },
      data: { platformSettings: { android: {}, ios: { storeUrl: "https://apps.apple.com/app/id1" } } },
    });
    const res = await act(REQUEST, { platform: ANDROID }, owner.apiKey);
    expect(res.json).toMatchObject({ statusCode: 400, reason: "STORE_URL_REQUIRED" });
  });
});

describe("PUT …/approval/{action}: who may act", () => {
  it.each([
    ["an Owner", "owner"],
    ["an Admin", "admin"],
  ] as const)("%s may request but not approve or reject (reviewer-only, whatever the role's `*`)", async (_label, role) => {
    const { orgId, app, act, records } = await fixture();
    const member = await addMember(orgId, role);
    expect((await act(REQUEST, { platform: ANDROID }, member.apiKey)).status).toBe(200);
    for (const action of [APPROVE, REJECT]) {
      const res = await act(action, bodyFor(action), member.apiKey);
      expect(res.json).toMatchObject({ statusCode: 403, code: "Forbidden", reason: "PERMISSION_DENIED" });
    }
    expect((await prisma.platformReview.findFirstOrThrow({ where: { appId: app.id, platform: ANDROID } })).status).toBe(
      "APPROVAL_STATUS_PENDING",
    );
    expect(await records()).toHaveLength(1);
  });

  it("a Viewer may not request or cancel", async () => {
    const { orgId, act } = await fixture();
    const viewer = await addMember(orgId, "viewer");
    for (const action of [REQUEST, CANCEL]) {
      expect((await act(action, { platform: ANDROID }, viewer.apiKey)).json).toMatchObject({
        statusCode: 403,
        reason: "PERMISSION_DENIED",
      });
    }
  });

  it("a role with app:submit on one platform may request that platform only", async () => {
    const { orgId, app, act } = await fixture();
    const role = await prisma.role.create({
      data: {
        id: newObjectId(),
        organizationId: orgId,
        name: "iOS publisher",
        type: ROLE_TYPE_CUSTOM,
        statements: [`app:read@organization/${orgId}`, `app:submit@organization/${orgId}/app/${app.id}/platform/${IOS}`],
      },
    });
    const user = await createUser();
    const membership = await prisma.membership.create({
      data: { id: newObjectId(), organizationId: orgId, userId: user.id, roleId: role.id },
    });
    const { apiKey } = await rotateApiKey(membership.id);
    expect((await act(REQUEST, { platform: IOS }, apiKey)).status).toBe(200);
    expect((await act(REQUEST, { platform: ANDROID }, apiKey)).json).toMatchObject({ statusCode: 403, reason: "PERMISSION_DENIED" });
  });

  it("a platform reviewer acts in any organization but may not request or cancel there", async () => {
    const { reviewer, app, act } = await fixture();
    await setPlatformStatus(app.id, ANDROID, "APPROVAL_STATUS_PENDING");
    expect((await act(CANCEL, { platform: ANDROID }, reviewer.apiKey)).json).toMatchObject({ statusCode: 403, reason: "NOT_A_MEMBER" });
    expect((await act(APPROVE, { platform: ANDROID }, reviewer.apiKey)).status).toBe(200);
    await setPlatformStatus(app.id, IOS, "APPROVAL_STATUS_REJECTED");
    expect((await act(REQUEST, { platform: IOS }, reviewer.apiKey)).json).toMatchObject({ statusCode: 403, reason: "NOT_A_MEMBER" });
  });

  it("a reviewer who also owns the organization may approve its apps, through the console session", async () => {
    const owner = await createOwner({ reviewer: true });
    const app = await registerApp(owner.organization.id);
    await setPlatformStatus(app.id, ANDROID, "APPROVAL_STATUS_PENDING");
    const cookie = await sessionCookie(owner.user.id);
    const res = await callRoute(PUT, "PUT", `/api/core/organization/${owner.organization.id}/apps/${app.id}/approval/${APPROVE}`, {
      params: { organizationId: owner.organization.id, appId: app.id, action: APPROVE },
      cookie,
      headers: { origin: ORIGIN },
      body: { platform: ANDROID },
    });
    expect(res.status).toBe(200);
  });

  it("a reviewer under an organization that does not exist gets 404", async () => {
    const { reviewer, app, act } = await fixture();
    const res = await act(APPROVE, { platform: ANDROID }, reviewer.apiKey, app.id, newObjectId());
    expect(res.json).toMatchObject({ statusCode: 404, code: "NotFound" });
  });
});

describe("PUT …/approval/{action}: tenancy and deleted apps", () => {
  it("another organization's app under my path is 404, for members and reviewers, and nothing moves", async () => {
    const theirs = await fixture();
    const mine = await createOwner();
    await setPlatformStatus(theirs.app.id, ANDROID, "APPROVAL_STATUS_PENDING");
    const asMember = await theirs.act(CANCEL, { platform: ANDROID }, mine.apiKey, theirs.app.id, mine.organization.id);
    expect(asMember.json).toMatchObject({ statusCode: 404, code: "NotFound" });
    const asReviewer = await theirs.act(APPROVE, { platform: ANDROID }, theirs.reviewer.apiKey, theirs.app.id, mine.organization.id);
    expect(asReviewer.json).toMatchObject({ statusCode: 404, code: "NotFound" });
    expect((await theirs.review()).status).toBe("APPROVAL_STATUS_PENDING");
    expect(await theirs.records()).toHaveLength(0);
  });

  it("a deleted app is 404", async () => {
    const { owner, app, act } = await fixture();
    await prisma.app.update({ where: { id: app.id }, data: { deletedAt: new Date() } });
    expect((await act(REQUEST, { platform: ANDROID }, owner.apiKey)).json).toMatchObject({ statusCode: 404 });
  });
});

describe("PUT …/approval/{action}: concurrency", () => {
  it("two reviewers acting at once on one PENDING platform: one wins, the other 409, one record", async () => {
    const { reviewer, app, act, review, records } = await fixture();
    const second = await createReviewer();
    for (let round = 0; round < 3; round++) {
      await prisma.approvalRecord.deleteMany({ where: { appId: app.id } });
      await setPlatformStatus(app.id, ANDROID, "APPROVAL_STATUS_PENDING");
      const [a, b] = await Promise.all([
        act(APPROVE, { platform: ANDROID }, reviewer.apiKey),
        act(REJECT, { platform: ANDROID, reason: "Broken" }, second.apiKey),
      ]);
      expect([a.status, b.status].sort()).toEqual([200, 409]);
      const loser = a.status === 409 ? a : b;
      expect(loser.json).toMatchObject({ code: "Conflict", reason: "INVALID_APPROVAL_TRANSITION" });
      const winner = a.status === 200 ? a : b;
      const written = await records();
      expect(written).toHaveLength(1);
      expect(written[0]).toMatchObject({ id: winner.json._id, statusFrom: "APPROVAL_STATUS_PENDING" });
      expect((await review()).status).toBe(winner.json.statusTo);
    }
  });

  /**
   * On a PostgreSQL server: returns once two other sessions of this database wait on a row lock, that is both
   * requests have read PENDING and reached their update. Embedded PGlite runs one transaction at a time, so
   * there the requests simply queue behind the holder and there is nothing to wait for.
   */
  async function bothWaitingOnTheLock() {
    if (!process.env.DATABASE_URL) return;
    const deadline = Date.now() + 15_000;
    for (;;) {
      const [{ waiting }] = await prisma.$queryRaw<{ waiting: number }[]>`
        SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`;
      if (waiting >= 2) return;
      if (Date.now() > deadline) throw new Error(`only ${waiting} of 2 requests reached the locked row`);
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  it("two reviewers who both read PENDING before either writes: the conditional update lets one through", async () => {
    const { reviewer, app, act, review, records } = await fixture();
    const second = await createReviewer();
    await setPlatformStatus(app.id, ANDROID, "APPROVAL_STATUS_PENDING");
    const row = await review();
    // Hold the platform's row lock while both requests read it and reach their update, then let go.
    let both!: Promise<Awaited<ReturnType<typeof act>>[]>;
    // Its own connection (not transaction(), whose nested calls, the requests started inside it, would join it).
    await getPrisma().$transaction(
      async (tx) => {
        await tx.$queryRaw`SELECT "id" FROM "PlatformReview" WHERE "id" = ${row.id} FOR UPDATE`;
        both = Promise.all([
          act(APPROVE, { platform: ANDROID }, reviewer.apiKey),
          act(REJECT, { platform: ANDROID, reason: "Broken" }, second.apiKey),
        ]);
        await bothWaitingOnTheLock();
      },
      { timeout: 10_000 },
    );
    const results = await both;
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const loser = results.find((r) => r.status === 409)!;
    expect(loser.json.reason).toBe("INVALID_APPROVAL_TRANSITION");
    // On a PostgreSQL server both requests truly read PENDING: the loser is stopped by the conditional update.
    // Embedded PGlite runs one transaction at a time, so there the loser reads the winner's status instead.
    if (process.env.DATABASE_URL) expect(loser.json.message).toMatch(/^Another action changed/);
    expect(await records()).toHaveLength(1);
  });

  it("two members requesting at once: one request, one 409", async () => {
    const { owner, orgId, act, records } = await fixture();
    const admin = await addMember(orgId, "admin");
    const results = await Promise.all([
      act(REQUEST, { platform: ANDROID }, owner.apiKey),
      act(REQUEST, { platform: ANDROID }, admin.apiKey),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await records()).toHaveLength(1);
  });
});

describe("PUT …/approval/{action}: the store URL and the record's time", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([
    [APPROVE, "APPROVAL_STATUS_APPROVED"],
    [REJECT, "APPROVAL_STATUS_REJECTED"],
    [CANCEL, "APPROVAL_STATUS_CREATED"],
  ])("only a request needs the store URL: %s of a pending platform whose URL was removed since is 200", async (action, to) => {
    const { owner, reviewer, app, act, review } = await fixture();
    await setPlatformStatus(app.id, ANDROID, "APPROVAL_STATUS_PENDING");
    await prisma.app.update({ where: { id: app.id }, data: { platformSettings: { ios: { storeUrl: "https://apps.apple.com/app/id1" } } } });
    const res = await act(action, bodyFor(action), action === CANCEL ? owner.apiKey : reviewer.apiKey);
    expect(res.status).toBe(200);
    expect((await review()).status).toBe(to);
  });

  /** This app's approval records, oldest first, as [platform, action, createdAt in ms]. */
  const recordTimes = async (appId: string) =>
    (await prisma.approvalRecord.findMany({ where: { appId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] })).map((r) => [
      r.platform,
      r.action,
      r.createdAt.getTime(),
    ]);

  it("actions within one millisecond are dated one millisecond apart", async () => {
    const { owner, app, act } = await fixture();
    vi.useFakeTimers({ toFake: ["Date"] });
    const at = Date.now();
    for (const action of [REQUEST, CANCEL, REQUEST]) expect((await act(action, bodyFor(action), owner.apiKey)).status).toBe(200);
    expect(await recordTimes(app.id)).toEqual([
      [ANDROID, REQUEST, at],
      [ANDROID, CANCEL, at + 1],
      [ANDROID, REQUEST, at + 2],
    ]);
  });

  it("an action taken after the previous one is dated when it happens", async () => {
    const { owner, reviewer, app, act } = await fixture();
    vi.useFakeTimers({ toFake: ["Date"] });
    const at = Date.now();
    expect((await act(REQUEST, bodyFor(REQUEST), owner.apiKey)).status).toBe(200);
    vi.setSystemTime(at + 86_400_000);
    expect((await act(APPROVE, bodyFor(APPROVE), reviewer.apiKey)).status).toBe(200);
    expect(await recordTimes(app.id)).toEqual([
      [ANDROID, REQUEST, at],
      [ANDROID, APPROVE, at + 86_400_000],
    ]);
  });

  it("a record of this platform ahead of the clock dates the next action after it; other apps' and platforms' do not", async () => {
    const { owner, reviewer, orgId, app, act } = await fixture();
    const otherApp = await registerApp(orgId);
    vi.useFakeTimers({ toFake: ["Date"] });
    const at = Date.now();
    expect((await act(REQUEST, bodyFor(REQUEST), owner.apiKey)).status).toBe(200);
    // Records written by instances whose clocks run ahead: half a second for this platform, an hour for this
    // app's other platform and for another app.
    const ahead = [
      { appId: app.id, platform: IOS, createdAt: new Date(at + 3_600_000) },
      { appId: otherApp.id, platform: ANDROID, createdAt: new Date(at + 3_600_000) },
      { appId: app.id, platform: ANDROID, createdAt: new Date(at + 500) },
    ];
    for (const record of ahead) {
      await prisma.approvalRecord.create({
        data: {
          ...record,
          id: newObjectId(record.createdAt.getTime()),
          organizationId: orgId,
          action: REQUEST,
          statusFrom: "APPROVAL_STATUS_CREATED",
          statusTo: "APPROVAL_STATUS_PENDING",
          submittedById: owner.user.id,
        },
      });
    }
    expect((await act(APPROVE, bodyFor(APPROVE), reviewer.apiKey)).status).toBe(200);
    const android = (await recordTimes(app.id)).filter(([platform]) => platform === ANDROID);
    expect(android).toEqual([
      [ANDROID, REQUEST, at],
      [ANDROID, REQUEST, at + 500],
      [ANDROID, APPROVE, at + 501],
    ]);
  });
});
