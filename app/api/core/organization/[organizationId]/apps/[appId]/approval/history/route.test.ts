import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { callRoute } from "@/lib/test/call-route";
import { addMember, createOwner, createReviewer, registerApp } from "@/lib/test/fixtures";
import { PUT } from "@/app/api/core/organization/[organizationId]/apps/[appId]/approval/[action]/route";
import { GET, PUT as PUT_HISTORY } from "./route";

const ANDROID = "APP_PLATFORM_ANDROID";
const IOS = "APP_PLATFORM_IOS";

async function fixture() {
  const owner = await createOwner();
  const reviewer = await createReviewer();
  const orgId = owner.organization.id;
  const app = await registerApp(orgId, {
    platform: [ANDROID, IOS],
    platformSettings: { android: { storeUrl: "https://play.google.com/x" }, ios: { storeUrl: "https://apps.apple.com/x" } },
  });
  const base = `/api/core/organization/${orgId}/apps/${app.id}/approval`;
  const act = (action: string, body: unknown, apiKey: string) =>
    callRoute(PUT, "PUT", `${base}/${action}`, { params: { organizationId: orgId, appId: app.id, action }, apiKey, body });
  const history = (apiKey: string, query: Record<string, string> = {}, appId = app.id, organizationId = orgId) =>
    callRoute(GET, "GET", `/api/core/organization/${organizationId}/apps/${appId}/approval/history`, {
      params: { organizationId, appId },
      apiKey,
      query,
    });
  // Android: request, reject, re-request, approve. iOS: request, cancel.
  const steps: [string, unknown, string][] = [
    ["APPROVAL_ACTION_REQUEST_APPROVAL", { platform: ANDROID }, owner.apiKey],
    ["APPROVAL_ACTION_REQUEST_APPROVAL", { platform: IOS }, owner.apiKey],
    ["APPROVAL_ACTION_REJECT", { platform: ANDROID, reason: "No privacy policy" }, reviewer.apiKey],
    ["APPROVAL_ACTION_CANCEL", { platform: IOS }, owner.apiKey],
    ["APPROVAL_ACTION_REQUEST_APPROVAL", { platform: ANDROID }, owner.apiKey],
    ["APPROVAL_ACTION_APPROVE", { platform: ANDROID }, reviewer.apiKey],
  ];
  const ids: string[] = [];
  for (const [action, body, apiKey] of steps) {
    const res = await act(action, body, apiKey);
    expect(res.status).toBe(200);
    ids.push(res.json._id);
  }
  return { owner, reviewer, orgId, app, history, ids };
}

describe("GET …/apps/{appId}/approval/history (operation 9)", () => {
  it("answers every record, newest first", async () => {
    const { owner, reviewer, orgId, app, history, ids } = await fixture();
    const res = await history(owner.apiKey);
    expect(res.status).toBe(200);
    expect(res.json.map((r: { _id: string }) => r._id)).toEqual([...ids].reverse());
    expect(res.json[0]).toEqual({
      _id: ids[5],
      organizationId: orgId,
      appId: app.id,
      submittedBy: reviewer.user.id,
      submittedByName: reviewer.user.fullName,
      action: "APPROVAL_ACTION_APPROVE",
      statusFrom: "APPROVAL_STATUS_PENDING",
      statusTo: "APPROVAL_STATUS_APPROVED",
      platform: ANDROID,
      createdAt: expect.stringMatching(/Z$/),
    });
    expect(res.json[3]).toMatchObject({ action: "APPROVAL_ACTION_REJECT", reason: "No privacy policy" });
    expect(res.headers.get("link")).toBeNull();
  });

  it("filters by platform", async () => {
    const { owner, history, ids } = await fixture();
    const ios = await history(owner.apiKey, { platform: IOS });
    expect(ios.json.map((r: { _id: string }) => r._id)).toEqual([ids[3], ids[1]]);
    expect(ios.json.every((r: { platform: string }) => r.platform === IOS)).toBe(true);
    const android = await history(owner.apiKey, { platform: ANDROID });
    expect(android.json.map((r: { action: string }) => r.action)).toEqual([
      "APPROVAL_ACTION_APPROVE",
      "APPROVAL_ACTION_REQUEST_APPROVAL",
      "APPROVAL_ACTION_REJECT",
      "APPROVAL_ACTION_REQUEST_APPROVAL",
    ]);
    expect((await history(owner.apiKey, { platform: "APP_PLATFORM_H5" })).json).toEqual([]);
  });

  it("pages with limit and the Link header's cursor", async () => {
    const { owner, history, ids } = await fixture();
    const seen: string[] = [];
    let query: Record<string, string> = { limit: "4" };
    for (let page = 0; page < 3; page++) {
      const res = await history(owner.apiKey, query);
      seen.push(...res.json.map((r: { _id: string }) => r._id));
      const link = res.headers.get("link");
      if (!link) break;
      expect(link).toMatch(/rel="next"$/);
      const next = new URL(link.slice(1, link.indexOf(">")), "http://localhost");
      query = Object.fromEntries(next.searchParams);
    }
    expect(seen).toEqual([...ids].reverse());
  });

  it.each([
    [{ platform: "ANDROID" }, "platform"],
    [{ platform: "" }, "platform"],
    [{ limit: "0" }, "limit"],
    [{ cursor: "12.zz" }, "cursor"],
    [{ action: "APPROVAL_ACTION_APPROVE" }, "action"],
  ])("400 VALIDATION_FAILED for query %j", async (query, field) => {
    const { owner, history } = await fixture();
    const res = await history(owner.apiKey, query);
    expect(res.json).toMatchObject({ statusCode: 400, code: "BadRequest", reason: "VALIDATION_FAILED" });
    expect(res.json.details.map((d: { path: string }) => d.path)).toContain(field);
  });

  it("a Viewer and a platform reviewer may read it", async () => {
    const { orgId, reviewer, history } = await fixture();
    const viewer = await addMember(orgId, "viewer");
    expect((await history(viewer.apiKey)).json).toHaveLength(6);
    expect((await history(reviewer.apiKey)).json).toHaveLength(6);
  });

  it("404 for a deleted app and for another organization's app", async () => {
    const { owner, app, history } = await fixture();
    const mine = await createOwner();
    const res = await history(mine.apiKey, {}, app.id, mine.organization.id);
    expect(res.json).toMatchObject({ statusCode: 404, code: "NotFound" });
    await prisma.app.update({ where: { id: app.id }, data: { deletedAt: new Date() } });
    expect((await history(owner.apiKey)).json).toMatchObject({ statusCode: 404 });
  });

  it("PUT on the history path is not an approval action named `history`: 404 METHOD_NOT_ALLOWED with Allow", async () => {
    const { orgId, app, owner } = await fixture();
    const res = await callRoute(async (req) => PUT_HISTORY(req), "PUT", `/api/core/organization/${orgId}/apps/${app.id}/approval/history`, {
      params: { organizationId: orgId, appId: app.id },
      apiKey: owner.apiKey,
      body: { platform: ANDROID },
    });
    expect(res.json).toMatchObject({ statusCode: 404, code: "NotFound", reason: "METHOD_NOT_ALLOWED" });
    expect(res.headers.get("allow")).toBe("GET, HEAD, OPTIONS");
  });
});
