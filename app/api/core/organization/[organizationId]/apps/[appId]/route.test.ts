import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { newObjectId } from "@/lib/new-object-id";
import { ROLE_TYPE_CUSTOM } from "@/lib/permissions/system-roles";
import { rotateApiKey } from "@/lib/members/rotate-api-key";
import { callRoute } from "@/lib/test/call-route";
import { addMember, createOwner, createReviewer, createUser, registerApp } from "@/lib/test/fixtures";
import { GET as LIST } from "@/app/api/core/organization/[organizationId]/apps/route";
import { DELETE, GET, PATCH } from "./route";
import { PUT as APPROVAL } from "./approval/[action]/route";

const path = (organizationId: string, appId: string) => `/api/core/organization/${organizationId}/apps/${appId}`;
const STORE = "https://apps.apple.com/kr/app/puzzle-forge/id123456789";

async function fixture() {
  const owner = await createOwner();
  const app = await registerApp(owner.organization.id, {
    name: "Puzzle",
    platform: ["APP_PLATFORM_ANDROID", "APP_PLATFORM_IOS"],
    tags: ["a"],
  });
  const params = { organizationId: owner.organization.id, appId: app.id };
  const url = path(owner.organization.id, app.id);
  return { owner, app, params, url };
}

describe("GET /api/core/organization/{organizationId}/apps/{appId} (extension)", () => {
  it("reads the app", async () => {
    const { owner, app, params, url } = await fixture();
    const res = await callRoute(GET, "GET", url, { params, apiKey: owner.apiKey });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ _id: app.id, name: "Puzzle", platform: ["APP_PLATFORM_ANDROID", "APP_PLATFORM_IOS"], tags: ["a"] });
  });

  it("400 for an app id that is not an ObjectId", async () => {
    const { owner } = await fixture();
    const params = { organizationId: owner.organization.id, appId: "nope" };
    const res = await callRoute(GET, "GET", path(owner.organization.id, "nope"), { params, apiKey: owner.apiKey });
    expect(res.json).toMatchObject({ statusCode: 400, reason: "VALIDATION_FAILED" });
    expect(res.json.details[0].path).toBe("appId");
  });

  it("404 for an id that exists nowhere", async () => {
    const { owner } = await fixture();
    const appId = newObjectId();
    const res = await callRoute(GET, "GET", path(owner.organization.id, appId), {
      params: { organizationId: owner.organization.id, appId },
      apiKey: owner.apiKey,
    });
    expect(res.json).toMatchObject({ statusCode: 404, code: "NotFound" });
  });

  it("regression: a platform reviewer reads any organization's app, but not its SDK key; its members do", async () => {
    const { owner, params, url } = await fixture();
    const reviewer = await createReviewer();
    const res = await callRoute(GET, "GET", url, { params, apiKey: reviewer.apiKey });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ _id: params.appId, platformReviews: expect.any(Array) });
    expect(res.json).not.toHaveProperty("sdkKey");
    const stored = await prisma.app.findUniqueOrThrow({ where: { id: params.appId } });
    expect(res.text).not.toContain(stored.sdkKey);
    const asMember = await callRoute(GET, "GET", url, { params, apiKey: owner.apiKey });
    expect(asMember.json.sdkKey).toBe(stored.sdkKey);
    // A reviewer who is also a member reading the app through the role sees it as any member does.
    const memberReviewer = await addMember(owner.organization.id, "viewer", reviewer.user.id);
    expect((await callRoute(GET, "GET", url, { params, apiKey: memberReviewer.apiKey })).json.sdkKey).toBe(stored.sdkKey);
  });

  it("a role scoped to one app reads that app and no other", async () => {
    const { owner, app, params, url } = await fixture();
    const orgId = owner.organization.id;
    const other = await registerApp(orgId, { name: "Other" });
    const role = await prisma.role.create({
      data: {
        id: newObjectId(),
        organizationId: orgId,
        name: "One app",
        type: ROLE_TYPE_CUSTOM,
        statements: [`app:read@organization/${orgId}/app/${app.id}`],
      },
    });
    const user = await createUser();
    const membership = await prisma.membership.create({
      data: { id: newObjectId(), organizationId: orgId, userId: user.id, roleId: role.id },
    });
    const { apiKey } = await rotateApiKey(membership.id);
    expect((await callRoute(GET, "GET", url, { params, apiKey })).status).toBe(200);
    const res = await callRoute(GET, "GET", path(orgId, other.id), { params: { organizationId: orgId, appId: other.id }, apiKey });
    expect(res.json).toMatchObject({ statusCode: 403, reason: "PERMISSION_DENIED" });
  });
});

describe("PATCH /api/core/organization/{organizationId}/apps/{appId} (extension)", () => {
  it("changes name and tags, and merges platform settings by platform", async () => {
    const { owner, params, url } = await fixture();
    const apiKey = owner.apiKey;
    const first = await callRoute(PATCH, "PATCH", url, { params, apiKey, body: { platformSettings: { ios: { storeUrl: STORE } } } });
    expect(first.status).toBe(200);
    const res = await callRoute(PATCH, "PATCH", url, {
      params,
      apiKey,
      body: { name: "Puzzle Deluxe", tags: ["casual"], platformSettings: { android: {} } },
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      name: "Puzzle Deluxe",
      tags: ["casual"],
      platformSettings: { android: {}, ios: { storeUrl: STORE } },
    });
    expect(res.json.platform).toEqual(["APP_PLATFORM_ANDROID", "APP_PLATFORM_IOS"]);
    expect(new Date(res.json.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(first.json.updatedAt).getTime());
  });

  it("adds a platform later: listed with the current ones, it gets its own review and can be submitted", async () => {
    const { owner, params, url } = await fixture();
    const apiKey = owner.apiKey;
    const res = await callRoute(PATCH, "PATCH", url, {
      params,
      apiKey,
      body: {
        platform: ["APP_PLATFORM_H5", "APP_PLATFORM_ANDROID", "APP_PLATFORM_IOS"],
        platformSettings: { h5: { reviewUrl: "https://h5.example.com/play" } },
      },
    });
    expect(res.status).toBe(200);
    expect(res.json.platform).toEqual(["APP_PLATFORM_ANDROID", "APP_PLATFORM_IOS", "APP_PLATFORM_H5"]);
    expect(res.json.platformSettings.h5).toEqual({ reviewUrl: "https://h5.example.com/play" });
    expect(res.json.platformReviews.map((r: { platform: string; status: string }) => [r.platform, r.status])).toEqual([
      ["APP_PLATFORM_ANDROID", "APPROVAL_STATUS_CREATED"],
      ["APP_PLATFORM_IOS", "APPROVAL_STATUS_CREATED"],
      ["APP_PLATFORM_H5", "APPROVAL_STATUS_CREATED"],
    ]);
    const submit = await callRoute(APPROVAL, "PUT", `${url}/approval/APPROVAL_ACTION_REQUEST_APPROVAL`, {
      params: { ...params, action: "APPROVAL_ACTION_REQUEST_APPROVAL" },
      apiKey,
      body: { platform: "APP_PLATFORM_H5" },
    });
    expect(submit.status).toBe(200);
    expect((await callRoute(GET, "GET", url, { params, apiKey })).json.platformReviews[2]).toMatchObject({
      platform: "APP_PLATFORM_H5",
      status: "APPROVAL_STATUS_PENDING",
    });

    // Listing the current platforms again adds nothing; leaving one out is refused.
    const same = await callRoute(PATCH, "PATCH", url, {
      params,
      apiKey,
      body: { platform: ["APP_PLATFORM_ANDROID", "APP_PLATFORM_IOS", "APP_PLATFORM_H5"] },
    });
    expect(same.json.platformReviews).toHaveLength(3);
    const removing = await callRoute(PATCH, "PATCH", url, {
      params,
      apiKey,
      body: { platform: ["APP_PLATFORM_ANDROID", "APP_PLATFORM_H5"] },
    });
    expect(removing.json).toMatchObject({ statusCode: 400, reason: "VALIDATION_FAILED", details: [{ path: "platform" }] });
  });

  it("an empty body changes nothing", async () => {
    const { owner, params, url } = await fixture();
    const res = await callRoute(PATCH, "PATCH", url, { params, apiKey: owner.apiKey, body: {} });
    expect(res.status).toBe(200);
    expect(res.json.name).toBe("Puzzle");
  });

  it.each([
    ["an empty name", { name: "" }, "name"],
    ["a name of 81 characters", { name: "n".repeat(81) }, "name"],
    [
      "settings for a platform the app does not have",
      { platformSettings: { h5: { reviewUrl: "https://h5.example.com" } } },
      "platformSettings.h5",
    ],
    ["a bad store URL", { platformSettings: { ios: { storeUrl: "https://apps.apple.com/a b" } } }, "platformSettings.ios.storeUrl"],
    ["changing the platforms", { platform: ["APP_PLATFORM_H5"] }, "platform"],
    ["an unknown field", { deletedAt: null }, "deletedAt"],
  ])("400 VALIDATION_FAILED for %s", async (_label, body, field) => {
    const { owner, params, url } = await fixture();
    const res = await callRoute(PATCH, "PATCH", url, { params, apiKey: owner.apiKey, body });
    expect(res.json).toMatchObject({ statusCode: 400, code: "BadRequest", reason: "VALIDATION_FAILED" });
    expect(res.json.details.map((d: { path: string }) => d.path)).toContain(field);
  });

  it("403 for a Viewer and for a platform reviewer who is not a member", async () => {
    const { owner, params, url } = await fixture();
    const viewer = await addMember(owner.organization.id, "viewer");
    const reviewer = await createReviewer();
    const asViewer = await callRoute(PATCH, "PATCH", url, { params, apiKey: viewer.apiKey, body: { name: "x" } });
    expect(asViewer.json).toMatchObject({ statusCode: 403, reason: "PERMISSION_DENIED" });
    const asReviewer = await callRoute(PATCH, "PATCH", url, { params, apiKey: reviewer.apiKey, body: { name: "x" } });
    expect(asReviewer.json).toMatchObject({ statusCode: 403, reason: "NOT_A_MEMBER" });
  });

  it("two concurrent edits of different platforms both land", async () => {
    const { owner, params, url } = await fixture();
    const apiKey = owner.apiKey;
    await Promise.all([
      callRoute(PATCH, "PATCH", url, { params, apiKey, body: { platformSettings: { ios: { storeUrl: STORE } } } }),
      callRoute(PATCH, "PATCH", url, {
        params,
        apiKey,
        body: { platformSettings: { android: { storeUrl: "https://play.google.com/x" } } },
      }),
    ]);
    const res = await callRoute(GET, "GET", url, { params, apiKey });
    expect(res.json.platformSettings).toEqual({ android: { storeUrl: "https://play.google.com/x" }, ios: { storeUrl: STORE } });
  });
});

describe("DELETE /api/core/organization/{organizationId}/apps/{appId} (extension)", () => {
  it("soft-deletes: answers the app with deletedAt, then reads are 404 and lists leave it out", async () => {
    const { owner, app, params, url } = await fixture();
    const apiKey = owner.apiKey;
    const res = await callRoute(DELETE, "DELETE", url, { params, apiKey });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ _id: app.id, deletedAt: expect.stringMatching(/Z$/) });
    expect(await prisma.app.count({ where: { id: app.id } })).toBe(1);

    expect((await callRoute(GET, "GET", url, { params, apiKey })).json).toMatchObject({ statusCode: 404, code: "NotFound" });
    expect((await callRoute(PATCH, "PATCH", url, { params, apiKey, body: { name: "x" } })).status).toBe(404);
    expect((await callRoute(DELETE, "DELETE", url, { params, apiKey })).status).toBe(404);
    const list = await callRoute(LIST, "GET", path(owner.organization.id, ""), {
      params: { organizationId: owner.organization.id },
      apiKey,
    });
    expect(list.json.items).toEqual([]);
  });

  it("403 for a Viewer", async () => {
    const { owner, params, url } = await fixture();
    const viewer = await addMember(owner.organization.id, "viewer");
    const res = await callRoute(DELETE, "DELETE", url, { params, apiKey: viewer.apiKey });
    expect(res.json).toMatchObject({ statusCode: 403, reason: "PERMISSION_DENIED" });
  });
});

describe("tenancy: another organization's app under my organization's path is 404", () => {
  it.each([
    ["GET", GET, undefined],
    ["PATCH", PATCH, { name: "Mine now" }],
    ["DELETE", DELETE, undefined],
  ] as const)("%s", async (method, handler, body) => {
    const theirs = await fixture();
    const mine = await createOwner();
    const params = { organizationId: mine.organization.id, appId: theirs.app.id };
    const res = await callRoute(handler, method, path(mine.organization.id, theirs.app.id), { params, apiKey: mine.apiKey, body });
    expect(res.json).toMatchObject({ statusCode: 404, code: "NotFound" });
    const after = await prisma.app.findUniqueOrThrow({ where: { id: theirs.app.id } });
    expect(after).toMatchObject({ name: "Puzzle", deletedAt: null });
  });

  it("a platform reviewer under the wrong organization's path gets 404 too", async () => {
    const theirs = await fixture();
    const other = await createOwner();
    const reviewer = await createReviewer();
    const params = { organizationId: other.organization.id, appId: theirs.app.id };
    const res = await callRoute(GET, "GET", path(other.organization.id, theirs.app.id), { params, apiKey: reviewer.apiKey });
    expect(res.json).toMatchObject({ statusCode: 404 });
  });
});
