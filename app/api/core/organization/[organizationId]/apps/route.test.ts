import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { callRoute, ORIGIN } from "@/lib/test/call-route";
import { addMember, createOwner, createReviewer, registerApp, sessionCookie, setPlatformStatus } from "@/lib/test/fixtures";
import { GET, POST } from "./route";

const path = (organizationId: string) => `/api/core/organization/${organizationId}/apps`;
const STORE = "https://play.google.com/store/apps/details?id=com.pixel.puzzle";
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

async function register(body: unknown) {
  const { organization, apiKey } = await createOwner();
  const res = await callRoute(POST, "POST", path(organization.id), { params: { organizationId: organization.id }, apiKey, body });
  return { res, organization, apiKey };
}

describe("POST /api/core/organization/{organizationId}/apps (operation 7)", () => {
  it("registers an app: one CREATED review per platform, a generated sdkKey", async () => {
    const { res, organization } = await register({
      name: "Puzzle Forge",
      platform: ["APP_PLATFORM_IOS", "APP_PLATFORM_ANDROID"],
      platformSettings: { android: { storeUrl: STORE } },
    });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      organizationId: organization.id,
      name: "Puzzle Forge",
      platform: ["APP_PLATFORM_ANDROID", "APP_PLATFORM_IOS"],
      sdkKey: expect.stringMatching(/^sdk_[0-9a-f]{32}$/),
      tags: [],
      createdAt: expect.stringMatching(ISO),
      updatedAt: expect.stringMatching(ISO),
      platformSettings: { android: { storeUrl: STORE } },
      platformReviews: [
        { platform: "APP_PLATFORM_ANDROID", status: "APPROVAL_STATUS_CREATED" },
        { platform: "APP_PLATFORM_IOS", status: "APPROVAL_STATUS_CREATED" },
      ],
    });
    const stored = await prisma.platformReview.count({ where: { appId: res.json._id } });
    expect(stored).toBe(2);
  });

  it("takes the platforms from the keys of platformSettings when platform is omitted", async () => {
    const { res } = await register({ platformSettings: { h5: { reviewUrl: "https://games.example.com/p/" }, windows: {} } });
    expect(res.status).toBe(200);
    expect(res.json.platform).toEqual(["APP_PLATFORM_WINDOWS", "APP_PLATFORM_H5"]);
    expect(res.json.name).toBe("Untitled app");
    expect(res.json.platformReviews.map((r: { platform: string }) => r.platform)).toEqual(["APP_PLATFORM_WINDOWS", "APP_PLATFORM_H5"]);
  });

  it("gives every app its own sdkKey", async () => {
    const { organization, apiKey } = await createOwner();
    const params = { organizationId: organization.id };
    const body = { platform: ["APP_PLATFORM_ANDROID"] };
    const a = await callRoute(POST, "POST", path(organization.id), { params, apiKey, body });
    const b = await callRoute(POST, "POST", path(organization.id), { params, apiKey, body });
    expect(a.json.sdkKey).not.toBe(b.json.sdkKey);
  });

  it("accepts the limits: a name of 1 and of 80 characters (emoji count once), tags", async () => {
    for (const name of ["x", "y".repeat(80), "🎮".repeat(80), "  padded  "]) {
      const { res } = await register({ name, platform: ["APP_PLATFORM_ANDROID"], tags: ["puzzle", "puzzle", "casual"] });
      expect(res.status, name).toBe(200);
      expect(res.json.name).toBe(name.trim());
      expect(res.json.tags).toEqual(["puzzle", "casual"]);
    }
  });

  const ok = { platform: ["APP_PLATFORM_ANDROID"] };
  it.each([
    ["an empty name", { ...ok, name: "" }, "name"],
    ["a blank name", { ...ok, name: "   " }, "name"],
    ["a name of 81 characters", { ...ok, name: "x".repeat(81) }, "name"],
    ["a name that is not a string", { ...ok, name: 7 }, "name"],
    ["an empty platform list", { platform: [] }, "platform"],
    ["no platform and no settings", {}, "platform"],
    ["no platform and empty settings", { platformSettings: {} }, "platform"],
    ["an unknown platform", { platform: ["APP_PLATFORM_PS5"] }, "platform.0"],
    ["a repeated platform", { platform: ["APP_PLATFORM_IOS", "APP_PLATFORM_IOS"] }, "platform"],
    ["platform not an array", { platform: "APP_PLATFORM_IOS" }, "platform"],
    [
      "settings for a platform not listed",
      { platform: ["APP_PLATFORM_ANDROID"], platformSettings: { ios: { storeUrl: STORE } } },
      "platformSettings.ios",
    ],
    ["an unknown settings key", { platformSettings: { ps5: { storeUrl: STORE } } }, "platformSettings.ps5"],
    ["storeUrl on h5", { platformSettings: { h5: { storeUrl: STORE } } }, "platformSettings.h5.storeUrl"],
    ["reviewUrl on android", { platformSettings: { android: { reviewUrl: STORE } } }, "platformSettings.android.reviewUrl"],
    ["a URL without scheme", { platformSettings: { android: { storeUrl: "play.google.com/x" } } }, "platformSettings.android.storeUrl"],
    ["an ftp URL", { platformSettings: { ios: { storeUrl: "ftp://apps.example.com/x" } } }, "platformSettings.ios.storeUrl"],
    [
      "a URL with a space",
      { platformSettings: { ios: { storeUrl: "https://apps.apple.com/kr/app/my game" } } },
      "platformSettings.ios.storeUrl",
    ],
    [
      "a URL with a six-digit port",
      { platformSettings: { windows: { storeUrl: "https://ms.example.com:123456/" } } },
      "platformSettings.windows.storeUrl",
    ],
    ["a URL with an empty host", { platformSettings: { h5: { reviewUrl: "https:///game" } } }, "platformSettings.h5.reviewUrl"],
    ["a URL with a bad IPv6 host", { platformSettings: { h5: { reviewUrl: "http://[12345::]/" } } }, "platformSettings.h5.reviewUrl"],
    ["too many tags", { ...ok, tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }, "tags"],
    ["an empty tag", { ...ok, tags: [""] }, "tags.0"],
    ["an unknown field", { ...ok, colour: "red" }, "colour"],
    ["sdkKey (generated, never sent)", { ...ok, sdkKey: "sdk_mine" }, "sdkKey"],
  ])("400 VALIDATION_FAILED for %s, naming %s", async (_label, body, field) => {
    const { res } = await register(body);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ statusCode: 400, code: "BadRequest", reason: "VALIDATION_FAILED" });
    expect(res.json.details.map((d: { path: string }) => d.path)).toContain(field);
  });

  it.each([["https://[2001:db8::1]:8443/game?id=1#top"], ["http://localhost:3000/h5"], ["https://게임.example/플레이"]])(
    "accepts the URL %s",
    async (reviewUrl) => {
      const { res } = await register({ platformSettings: { h5: { reviewUrl } } });
      expect(res.status).toBe(200);
      expect(res.json.platformSettings.h5.reviewUrl).toBe(reviewUrl);
    },
  );

  it("400 MALFORMED_JSON for a body that is not JSON", async () => {
    const { organization, apiKey } = await createOwner();
    const res = await callRoute(POST, "POST", path(organization.id), {
      params: { organizationId: organization.id },
      apiKey,
      rawBody: "{",
      headers: { "content-type": "application/json" },
    });
    expect(res.json).toMatchObject({ statusCode: 400, reason: "MALFORMED_JSON" });
  });

  it("403 PERMISSION_DENIED for a Viewer, 403 NOT_A_MEMBER for another organization's key", async () => {
    const { organization } = await createOwner();
    const viewer = await addMember(organization.id, "viewer");
    const stranger = await createOwner();
    const params = { organizationId: organization.id };
    const asViewer = await callRoute(POST, "POST", path(organization.id), { params, apiKey: viewer.apiKey, body: ok });
    expect(asViewer.json).toMatchObject({ statusCode: 403, code: "Forbidden", reason: "PERMISSION_DENIED" });
    const asStranger = await callRoute(POST, "POST", path(organization.id), { params, apiKey: stranger.apiKey, body: ok });
    expect(asStranger.json).toMatchObject({ statusCode: 403, code: "Forbidden", reason: "NOT_A_MEMBER" });
  });

  it("a platform reviewer cannot register apps in an organization they do not belong to", async () => {
    const { organization } = await createOwner();
    const reviewer = await createReviewer();
    const res = await callRoute(POST, "POST", path(organization.id), {
      params: { organizationId: organization.id },
      apiKey: reviewer.apiKey,
      body: ok,
    });
    expect(res.json).toMatchObject({ statusCode: 403, reason: "NOT_A_MEMBER" });
  });

  it("works from the console's session on the same origin", async () => {
    const { organization, user } = await createOwner();
    const cookie = await sessionCookie(user.id);
    const res = await callRoute(POST, "POST", path(organization.id), {
      params: { organizationId: organization.id },
      cookie,
      headers: { origin: ORIGIN },
      body: { name: "From the console", platform: ["APP_PLATFORM_H5"] },
    });
    expect(res.status).toBe(200);
  });
});

describe("GET /api/core/organization/{organizationId}/apps (extension)", () => {
  async function fixture() {
    const owner = await createOwner();
    const orgId = owner.organization.id;
    const android = await registerApp(orgId, { name: "Android only" });
    const both = await registerApp(orgId, { name: "Both", platform: ["APP_PLATFORM_ANDROID", "APP_PLATFORM_IOS"] });
    const h5 = await registerApp(orgId, { name: "H5", platform: ["APP_PLATFORM_H5"] });
    // Registered a second apart, so "newest first" has one right answer.
    for (const [i, app] of [android, both, h5].entries()) {
      await prisma.app.update({ where: { id: app.id }, data: { createdAt: new Date(Date.now() - (3 - i) * 1000) } });
    }
    await setPlatformStatus(both.id, "APP_PLATFORM_IOS", "APPROVAL_STATUS_PENDING");
    await setPlatformStatus(h5.id, "APP_PLATFORM_H5", "APPROVAL_STATUS_APPROVED");
    const list = (query: Record<string, string> = {}) =>
      callRoute(GET, "GET", path(orgId), { params: { organizationId: orgId }, apiKey: owner.apiKey, query });
    return { owner, android, both, h5, list };
  }
  const names = (res: { json: { items: { name: string }[] } }) => res.json.items.map((a) => a.name);

  it("answers { items, nextCursor }, newest first", async () => {
    const { list } = await fixture();
    const res = await list();
    expect(res.status).toBe(200);
    expect(names(res)).toEqual(["H5", "Both", "Android only"]);
    expect(res.json.nextCursor).toBeNull();
  });

  it("filters by platform, by review status, and by both together", async () => {
    const { list } = await fixture();
    expect(names(await list({ platform: "APP_PLATFORM_ANDROID" }))).toEqual(["Both", "Android only"]);
    expect(names(await list({ status: "APPROVAL_STATUS_PENDING" }))).toEqual(["Both"]);
    expect(names(await list({ status: "APPROVAL_STATUS_CREATED" }))).toEqual(["Both", "Android only"]);
    expect(names(await list({ status: "APPROVAL_STATUS_CREATED", platform: "APP_PLATFORM_IOS" }))).toEqual([]);
    expect(names(await list({ status: "APPROVAL_STATUS_PENDING", platform: "APP_PLATFORM_IOS" }))).toEqual(["Both"]);
  });

  it("pages with the cursor without repeating or skipping an app", async () => {
    const { list } = await fixture();
    const first = await list({ limit: "2" });
    expect(names(first)).toEqual(["H5", "Both"]);
    expect(first.json.nextCursor).toEqual(expect.any(String));
    const second = await list({ limit: "2", cursor: first.json.nextCursor });
    expect(names(second)).toEqual(["Android only"]);
    expect(second.json.nextCursor).toBeNull();
  });

  it("leaves out deleted apps and other organizations' apps", async () => {
    const { list, android } = await fixture();
    await prisma.app.update({ where: { id: android.id }, data: { deletedAt: new Date() } });
    const other = await createOwner();
    await registerApp(other.organization.id, { name: "Not mine" });
    expect(names(await list())).toEqual(["H5", "Both"]);
  });

  it.each([
    [{ platform: "ANDROID" }, "platform"],
    [{ status: "APPROVED" }, "status"],
    [{ limit: "0" }, "limit"],
    [{ limit: "201" }, "limit"],
    [{ cursor: "not-a-cursor" }, "cursor"],
    [{ colour: "red" }, "colour"],
  ])("400 VALIDATION_FAILED for query %j", async (query, field) => {
    const { list } = await fixture();
    const res = await list(query as Record<string, string>);
    expect(res.json).toMatchObject({ statusCode: 400, reason: "VALIDATION_FAILED" });
    expect(res.json.details.map((d: { path: string }) => d.path)).toContain(field);
  });

  it("a Viewer may list; a platform reviewer outside the organization may not (regression: every app's SDK key)", async () => {
    const { owner } = await fixture();
    const orgId = owner.organization.id;
    const viewer = await addMember(orgId, "viewer");
    const reviewer = await createReviewer();
    const res = await callRoute(GET, "GET", path(orgId), { params: { organizationId: orgId }, apiKey: viewer.apiKey });
    expect(res.status).toBe(200);
    expect(res.json.items).toHaveLength(3);
    const asReviewer = await callRoute(GET, "GET", path(orgId), { params: { organizationId: orgId }, apiKey: reviewer.apiKey });
    expect(asReviewer.json).toMatchObject({ statusCode: 403, code: "Forbidden", reason: "NOT_A_MEMBER" });
    expect(asReviewer.text).not.toContain("sdk_");
  });
});
