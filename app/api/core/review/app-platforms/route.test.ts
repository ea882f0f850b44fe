import { beforeEach, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { callRoute } from "@/lib/test/call-route";
import { createOwner, createReviewer, registerApp, sessionCookie, setPlatformStatus } from "@/lib/test/fixtures";
import { PUT } from "@/app/api/core/organization/[organizationId]/apps/[appId]/approval/[action]/route";
import { GET } from "./route";

const PATH = "/api/core/review/app-platforms";
const STORE = "https://play.google.com/store/apps/details?id=com.pixel.puzzle";

async function pendingAt(appId: string, platform: string, minutesAgo: number) {
  await setPlatformStatus(appId, platform, "APPROVAL_STATUS_PENDING");
  await prisma.platformReview.update({
    where: { appId_platform: { appId, platform } },
    data: { submittedAt: new Date(Date.now() - minutesAgo * 60_000) },
  });
}

async function fixture() {
  const alpha = await createOwner({ name: "Alpha Games" });
  const beta = await createOwner({ name: "Beta Studio" });
  const reviewer = await createReviewer();
  const puzzle = await registerApp(alpha.organization.id, {
    name: "Puzzle",
    platform: ["APP_PLATFORM_ANDROID", "APP_PLATFORM_IOS"],
    platformSettings: { android: { storeUrl: STORE } },
    tags: ["casual"],
  });
  const racer = await registerApp(beta.organization.id, {
    name: "Racer",
    platformSettings: { h5: { reviewUrl: "https://h5.beta.example/racer" } },
  });
  const idle = await registerApp(beta.organization.id, { name: "Idle" });
  await pendingAt(puzzle.id, "APP_PLATFORM_ANDROID", 30);
  await pendingAt(racer.id, "APP_PLATFORM_H5", 60);
  await pendingAt(puzzle.id, "APP_PLATFORM_IOS", 10);
  await setPlatformStatus(idle.id, "APP_PLATFORM_ANDROID", "APPROVAL_STATUS_APPROVED");
  const queue = (apiKey: string, query: Record<string, string> = {}) => callRoute(GET, "GET", PATH, { apiKey, query });
  return { alpha, beta, reviewer, puzzle, racer, idle, queue };
}
const rows = (res: { json: { items: { appName: string; platform: string }[] } }) => res.json.items.map((i) => `${i.appName} ${i.platform}`);

describe("GET /api/core/review/app-platforms (extension: the review queue)", () => {
  // The queue spans every organization of this file's database: each test starts from an empty one.
  beforeEach(async () => {
    await prisma.platformReview.updateMany({ where: { status: "APPROVAL_STATUS_PENDING" }, data: { status: "APPROVAL_STATUS_CREATED" } });
  });

  it("lists every organization's PENDING platforms, oldest request first, with the URL to check", async () => {
    const { beta, racer, reviewer, queue } = await fixture();
    const res = await queue(reviewer.apiKey);
    expect(res.status).toBe(200);
    expect(rows(res)).toEqual(["Racer APP_PLATFORM_H5", "Puzzle APP_PLATFORM_ANDROID", "Puzzle APP_PLATFORM_IOS"]);
    expect(res.json.items[0]).toEqual({
      organizationId: beta.organization.id,
      organizationName: "Beta Studio",
      appId: racer.id,
      appName: "Racer",
      platform: "APP_PLATFORM_H5",
      status: "APPROVAL_STATUS_PENDING",
      submittedAt: expect.stringMatching(/Z$/),
      url: "https://h5.beta.example/racer",
      tags: [],
    });
    expect(res.json.items[1]).toMatchObject({ organizationName: "Alpha Games", url: STORE, tags: ["casual"] });
    expect(res.json.items[2].url).toBeUndefined();
    expect(res.json.nextCursor).toBeNull();
  });

  it("an approved or rejected platform leaves the queue; a deleted app is left out", async () => {
    const { alpha, puzzle, racer, reviewer, queue } = await fixture();
    const res = await callRoute(
      PUT,
      "PUT",
      `/api/core/organization/${alpha.organization.id}/apps/${puzzle.id}/approval/APPROVAL_ACTION_APPROVE`,
      {
        params: { organizationId: alpha.organization.id, appId: puzzle.id, action: "APPROVAL_ACTION_APPROVE" },
        apiKey: reviewer.apiKey,
        body: { platform: "APP_PLATFORM_ANDROID" },
      },
    );
    expect(res.status).toBe(200);
    await prisma.app.update({ where: { id: racer.id }, data: { deletedAt: new Date() } });
    expect(rows(await queue(reviewer.apiKey))).toEqual(["Puzzle APP_PLATFORM_IOS"]);
  });

  it("filters by platform and pages with the cursor", async () => {
    const { reviewer, queue } = await fixture();
    expect(rows(await queue(reviewer.apiKey, { platform: "APP_PLATFORM_IOS" }))).toEqual(["Puzzle APP_PLATFORM_IOS"]);
    const first = await queue(reviewer.apiKey, { limit: "2" });
    expect(rows(first)).toEqual(["Racer APP_PLATFORM_H5", "Puzzle APP_PLATFORM_ANDROID"]);
    const second = await queue(reviewer.apiKey, { limit: "2", cursor: first.json.nextCursor });
    expect(rows(second)).toEqual(["Puzzle APP_PLATFORM_IOS"]);
    expect(second.json.nextCursor).toBeNull();
  });

  it("403 PERMISSION_DENIED for anyone who is not a platform reviewer, 401 without credentials", async () => {
    const { alpha, queue } = await fixture();
    expect((await queue(alpha.apiKey)).json).toMatchObject({ statusCode: 403, code: "Forbidden", reason: "PERMISSION_DENIED" });
    const cookie = await sessionCookie(alpha.user.id);
    expect((await callRoute(GET, "GET", PATH, { cookie })).status).toBe(403);
    expect((await callRoute(GET, "GET", PATH)).json).toMatchObject({ statusCode: 401 });
  });

  it.each([
    [{ platform: "IOS" }, "platform"],
    [{ limit: "500" }, "limit"],
    [{ cursor: "x" }, "cursor"],
  ])("400 for query %j", async (query, field) => {
    const { reviewer, queue } = await fixture();
    const res = await queue(reviewer.apiKey, query);
    expect(res.json).toMatchObject({ statusCode: 400, reason: "VALIDATION_FAILED" });
    expect(res.json.details[0].path).toBe(field);
  });
});
