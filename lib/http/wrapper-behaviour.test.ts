// What the route wrapper (lib/http/handler.ts), authentication and the key policy do around every route, seen
// through real route handlers: the headers every answer carries, the duration it logs and counts, the route
// template, the audit entry of a change, the Idempotency-Key's caller and request hash, per-app scope, platform
// reviewers, and the session lookup a public route may make.
import { NextRequest } from "next/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { prisma } from "@/lib/db/client";
import { newObjectId } from "@/lib/new-object-id";
import { callRoute } from "@/lib/test/call-route";
import {
  addMember,
  addMemberWithRole,
  createCustomRole,
  createOwner,
  createReviewer,
  randomIp,
  registerApp,
  sessionCookie,
  uniqueEmail,
} from "@/lib/test/fixtures";
import { GET as getOrganization, PUT as putOrganization } from "@/app/api/core/organization/[organizationId]/route";
import { GET as getMe } from "@/app/api/core/organization/[organizationId]/me/route";
import { GET as listApps, POST as createApp } from "@/app/api/core/organization/[organizationId]/apps/route";
import { DELETE as deleteApp } from "@/app/api/core/organization/[organizationId]/apps/[appId]/route";
import { PUT as approval } from "@/app/api/core/organization/[organizationId]/apps/[appId]/approval/[action]/route";
import { POST as rotateKey } from "@/app/api/core/organization/[organizationId]/members/[userId]/api-key/rotate/route";
import { POST as createIntegrationKey } from "@/app/api/core/review/integration-keys/route";
import { POST as signUpRoute } from "@/app/api/auth/sign-up/route";
import { GET as describeInvitation } from "@/app/api/auth/invitations/[token]/route";
import { GET as openapi } from "@/app/api/core/openapi.json/route";
import { GET as organizationReport } from "@/app/api/core/organization/[organizationId]/report/route";
import { optionalSessionUserId } from "./authenticate";
import { CLIENT_IP_HEADER } from "@/lib/api/client-ip";
import { logger } from "@/lib/api/logger";
import { metrics } from "@/lib/api/metrics";

afterEach(() => vi.restoreAllMocks());

const orgPath = (id: string) => `/api/core/organization/${id}`;
const requestLogs = (info: { mock: { calls: unknown[][] } }) =>
  info.mock.calls.filter(([, message]) => message === "request").map(([fields]) => fields as Record<string, unknown>);
const auditOf = (requestId: string | null) => prisma.auditEntry.findFirstOrThrow({ where: { requestId: requestId! } });

describe("headers on every answer", () => {
  it("Cache-Control: no-store unless the route set its own; X-Content-Type-Options: nosniff on both", async () => {
    const { organization, apiKey } = await createOwner();
    const read = await callRoute(getOrganization, "GET", orgPath(organization.id), { params: { organizationId: organization.id }, apiKey });
    expect(read.status).toBe(200);
    expect(read.headers.get("cache-control")).toBe("no-store");
    expect(read.headers.get("x-content-type-options")).toBe("nosniff");
    const document = await callRoute(openapi, "GET", "/api/core/openapi.json");
    expect(document.status).toBe(200);
    expect(document.headers.get("cache-control")).toBe("public, max-age=300");
    expect(document.headers.get("x-content-type-options")).toBe("nosniff");
  });
});

describe("duration", () => {
  it("the metrics histogram observes seconds and the log says milliseconds", async () => {
    const { organization, apiKey } = await createOwner();
    const histogramSum = async () => {
      const { values } = await metrics().duration.get();
      return values
        .filter((v) => v.metricName === "http_request_duration_seconds_sum" && v.labels.route === "/api/core/organization/{organizationId}")
        .filter((v) => v.labels.method === "GET" && v.labels.status === "200")
        .reduce((sum, v) => sum + v.value, 0);
    };
    const before = await histogramSum();
    const info = vi.spyOn(logger, "info");
    // The clock reads 1000 ms when the request starts and 1500 ms at every later reading: 0.5 s.
    let readings = 0;
    vi.spyOn(performance, "now").mockImplementation(() => (readings++ === 0 ? 1000 : 1500));
    const res = await callRoute(getOrganization, "GET", orgPath(organization.id), { params: { organizationId: organization.id }, apiKey });
    vi.mocked(performance.now).mockRestore();
    expect(res.status).toBe(200);
    expect(requestLogs(info)).toEqual([expect.objectContaining({ durationMs: 500 })]);
    expect((await histogramSum()) - before).toBeCloseTo(0.5, 6);
  });
});

describe("route template", () => {
  it("a percent-encoded parameter is named in the template", async () => {
    const info = vi.spyOn(logger, "info");
    const token = "not a token";
    const res = await callRoute(describeInvitation, "GET", `/api/auth/invitations/${encodeURIComponent(token)}`, { params: { token } });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(requestLogs(info)).toEqual([expect.objectContaining({ route: "/api/auth/invitations/{token}" })]);
  });
});

describe("audit entry", () => {
  it("a read records nothing", async () => {
    const { organization, apiKey } = await createOwner();
    const res = await callRoute(getOrganization, "GET", orgPath(organization.id), { params: { organizationId: organization.id }, apiKey });
    expect(res.status).toBe(200);
    expect(await prisma.auditEntry.count({ where: { requestId: res.headers.get("x-request-id")! } })).toBe(0);
  });

  it("a change without a body records no fields and targets the path's last id", async () => {
    const { organization, apiKey } = await createOwner();
    const app = await registerApp(organization.id);
    const res = await callRoute(deleteApp, "DELETE", `${orgPath(organization.id)}/apps/${app.id}`, {
      params: { organizationId: organization.id, appId: app.id },
      apiKey,
    });
    expect(res.status).toBe(200);
    expect(await auditOf(res.headers.get("x-request-id"))).toMatchObject({ action: "app:delete", targetId: app.id, fields: [] });
  });

  it("a change of the organization itself targets the organization; a create names what it made", async () => {
    const { organization, apiKey } = await createOwner();
    const patched = await callRoute(putOrganization, "PUT", orgPath(organization.id), {
      params: { organizationId: organization.id },
      apiKey,
      body: { name: "Renamed" },
    });
    expect(patched.status).toBe(200);
    expect(await auditOf(patched.headers.get("x-request-id"))).toMatchObject({ targetId: organization.id, fields: ["name"] });
    const created = await callRoute(createApp, "POST", `${orgPath(organization.id)}/apps`, {
      params: { organizationId: organization.id },
      apiKey,
      body: { name: "Made", platformSettings: { android: { storeUrl: "https://play.google.com/store/apps/details?id=com.made" } } },
    });
    expect(created.status).toBe(200);
    expect(await auditOf(created.headers.get("x-request-id"))).toMatchObject({ action: "app:create", targetId: created.json._id });
  });

  it("a route's own audit name wins over its permission; a function of the path names the approval action", async () => {
    const { organization, apiKey } = await createOwner();
    const viewer = await addMember(organization.id, "viewer");
    const rotated = await callRoute(rotateKey, "POST", `${orgPath(organization.id)}/members/${viewer.user.id}/api-key/rotate`, {
      params: { organizationId: organization.id, userId: viewer.user.id },
      apiKey,
    });
    expect(rotated.status).toBe(200);
    expect(await auditOf(rotated.headers.get("x-request-id"))).toMatchObject({ action: "api-key:rotate", targetId: viewer.user.id });
    const app = await registerApp(organization.id);
    const action = "APPROVAL_ACTION_REQUEST_APPROVAL";
    const requested = await callRoute(approval, "PUT", `${orgPath(organization.id)}/apps/${app.id}/approval/${action}`, {
      params: { organizationId: organization.id, appId: app.id, action },
      apiKey,
      body: { platform: "APP_PLATFORM_ANDROID" },
    });
    expect(requested.status).toBe(200);
    expect(await auditOf(requested.headers.get("x-request-id"))).toMatchObject({
      action: "app:approval:request-approval",
      targetId: app.id,
      fields: ["platform"],
    });
  });

  it("outside an organization: the route's own name, no organization, the caller", async () => {
    // A reviewer's key keeps the platform's review rights outside its organization (issuing an integration key).
    const { apiKey, user } = await createReviewer();
    const key = await prisma.apiKey.findFirstOrThrow({ where: { userId: user.id } });
    const res = await callRoute(createIntegrationKey, "POST", "/api/core/review/integration-keys", {
      apiKey,
      body: { name: "Second" },
      headers: { [CLIENT_IP_HEADER]: "10.1.2.3" },
    });
    expect(res.status).toBe(201);
    expect(await auditOf(res.headers.get("x-request-id"))).toMatchObject({
      action: "integration-key:create",
      organizationId: null,
      userId: user.id,
      apiKeyId: key.id,
      via: "apiKey",
      ip: "10.1.2.3",
      fields: ["name"],
    });
  });
});

describe("Idempotency-Key: the caller and the request", () => {
  // A POST outside any organization that a key may make: a reviewer issuing an integration key.
  const PATH = "/api/core/review/integration-keys";
  const integrationKeyPost = (apiKey: string, key: string, name = "Twin") =>
    callRoute(createIntegrationKey, "POST", PATH, { apiKey, body: { name }, headers: { "idempotency-key": key } });

  it("two keys of one user are two callers", async () => {
    const reviewer = await createReviewer();
    const other = await createOwner();
    const second = await addMember(other.organization.id, "viewer", reviewer.user.id);
    const a = await integrationKeyPost(reviewer.apiKey, "per-key");
    const b = await integrationKeyPost(second.apiKey, "per-key");
    expect(a.status).toBe(201);
    expect(b.status).toBe(201);
    expect(b.headers.get("idempotent-replayed")).toBeNull();
    expect(b.json.key._id).not.toBe(a.json.key._id);
  });

  it("a session and the same user's key are two callers", async () => {
    const reviewer = await createReviewer();
    const cookie = await sessionCookie(reviewer.user.id);
    const bySession = await callRoute(createIntegrationKey, "POST", PATH, {
      cookie,
      body: { name: "Twin" },
      headers: { "idempotency-key": "per-way", origin: "http://localhost:3000" },
    });
    const byKey = await integrationKeyPost(reviewer.apiKey, "per-way");
    expect(bySession.status).toBe(201);
    expect(byKey.status).toBe(201);
    expect(byKey.json.key._id).not.toBe(bySession.json.key._id);
    const again = await callRoute(createIntegrationKey, "POST", PATH, {
      cookie,
      body: { name: "Twin" },
      headers: { "idempotency-key": "per-way", origin: "http://localhost:3000" },
    });
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.json.key._id).toBe(bySession.json.key._id);
  });

  it("an anonymous caller is known by its IP address", async () => {
    const signUp = (ip: string) =>
      callRoute(signUpRoute, "POST", "/api/auth/sign-up", {
        body: { email: uniqueEmail("anon"), password: "correct horse", fullName: "New Person", organizationName: "New Studio" },
        headers: { "idempotency-key": "anonymous", [CLIENT_IP_HEADER]: ip },
      });
    const first = await signUp(randomIp());
    expect(first.status).toBe(200);
    expect(await auditOf(first.headers.get("x-request-id"))).toMatchObject({ action: "user:sign-up", organizationId: null, userId: null });
    const elsewhere = await signUp(randomIp());
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.headers.get("idempotent-replayed")).toBeNull();
  });

  it("only a POST takes the key: a PUT with one runs every time", async () => {
    const { organization, apiKey } = await createOwner();
    const patch = (name: string) =>
      callRoute(putOrganization, "PUT", orgPath(organization.id), {
        params: { organizationId: organization.id },
        apiKey,
        body: { name },
        headers: { "idempotency-key": "patch" },
      });
    expect((await patch("First")).status).toBe(200);
    const second = await patch("Second");
    expect(second.status).toBe(200);
    expect(second.headers.get("idempotent-replayed")).toBeNull();
    expect(second.json.name).toBe("Second");
    expect(await prisma.idempotencyKey.count({ where: { key: "patch" } })).toBe(0);
  });

  describe("a POST without a JSON body is told apart by its content type and length", () => {
    async function rotation() {
      const { organization, apiKey } = await createOwner();
      const viewer = await addMember(organization.id, "viewer");
      const send = (key: string, headers: Record<string, string>) =>
        callRoute(rotateKey, "POST", `${orgPath(organization.id)}/members/${viewer.user.id}/api-key/rotate`, {
          params: { organizationId: organization.id, userId: viewer.user.id },
          apiKey,
          headers: { "idempotency-key": key, ...headers },
        });
      return { send };
    }

    it("the same headers again replay", async () => {
      const { send } = await rotation();
      const first = await send("same", { "content-type": "text/plain", "content-length": "0" });
      const second = await send("same", { "content-type": "text/plain", "content-length": "0" });
      expect(first.status).toBe(200);
      expect(second.headers.get("idempotent-replayed")).toBe("true");
    });

    it("another content type → 409 IDEMPOTENCY_KEY_REUSED", async () => {
      const { send } = await rotation();
      expect((await send("type", { "content-type": "text/plain", "content-length": "0" })).status).toBe(200);
      const res = await send("type", { "content-type": "application/octet-stream", "content-length": "0" });
      expect(res.json).toMatchObject({ statusCode: 409, reason: "IDEMPOTENCY_KEY_REUSED" });
    });

    it("another length → 409 IDEMPOTENCY_KEY_REUSED", async () => {
      const { send } = await rotation();
      expect((await send("length", { "content-type": "text/plain", "content-length": "0" })).status).toBe(200);
      const res = await send("length", { "content-type": "text/plain", "content-length": "1" });
      expect(res.json).toMatchObject({ statusCode: 409, reason: "IDEMPOTENCY_KEY_REUSED" });
    });
  });
});

describe("platform reviewers and per-app scope", () => {
  it("a reviewer who is not a member: 403 NOT_A_MEMBER on a members-only route, 404 for an organization that does not exist", async () => {
    const { organization } = await createOwner();
    const reviewer = await createReviewer();
    const viewer = await addMember(organization.id, "viewer");
    const rotate = await callRoute(rotateKey, "POST", `${orgPath(organization.id)}/members/${viewer.user.id}/api-key/rotate`, {
      params: { organizationId: organization.id, userId: viewer.user.id },
      apiKey: reviewer.apiKey,
    });
    expect(rotate.json).toMatchObject({ statusCode: 403, reason: "NOT_A_MEMBER" });
    const missing = newObjectId();
    const me = await callRoute(getMe, "GET", `${orgPath(missing)}/me`, { params: { organizationId: missing }, apiKey: reviewer.apiKey });
    expect(me.json).toMatchObject({ statusCode: 404 });
  });

  it("app:read on one app lists that app only; on every app lists all; on none is 403", async () => {
    const { organization } = await createOwner();
    const one = await registerApp(organization.id, { name: "One" });
    const two = await registerApp(organization.id, { name: "Two" });
    const list = (apiKey: string) =>
      callRoute(listApps, "GET", `${orgPath(organization.id)}/apps`, { params: { organizationId: organization.id }, apiKey });
    const scoped = await addMemberWithRole(
      organization.id,
      (await createCustomRole(organization.id, [`app:read@organization/${organization.id}/app/${one.id}`])).id,
    );
    const all = await addMemberWithRole(
      organization.id,
      (await createCustomRole(organization.id, [`app:read@organization/${organization.id}/app/*`])).id,
    );
    const none = await addMemberWithRole(
      organization.id,
      (await createCustomRole(organization.id, [`audit:read@organization/${organization.id}`])).id,
    );
    expect((await list(scoped.apiKey)).json.items.map((a: { _id: string }) => a._id)).toEqual([one.id]);
    expect((await list(all.apiKey)).json.items.map((a: { _id: string }) => a._id).sort()).toEqual([one.id, two.id].sort());
    expect((await list(none.apiKey)).json).toMatchObject({ statusCode: 403, reason: "PERMISSION_DENIED" });
  });

  it("a route without per-app scope needs its permission on the organization, not on one app", async () => {
    const { organization } = await createOwner();
    const app = await registerApp(organization.id);
    const role = await createCustomRole(organization.id, [`campaign:read@organization/${organization.id}/app/${app.id}`]);
    const member = await addMemberWithRole(organization.id, role.id);
    const res = await callRoute(organizationReport, "GET", `${orgPath(organization.id)}/report`, {
      params: { organizationId: organization.id },
      apiKey: member.apiKey,
    });
    expect(res.json).toMatchObject({ statusCode: 403, reason: "PERMISSION_DENIED" });
  });
});

describe("authentication", () => {
  it("a bearer token that is not an API key's shape is refused before any lookup", async () => {
    const { organization } = await createOwner();
    const res = await callRoute(getOrganization, "GET", orgPath(organization.id), {
      params: { organizationId: organization.id },
      apiKey: "not-a-key",
    });
    expect(res.json).toMatchObject({ statusCode: 401, reason: "INVALID_API_KEY", message: "Unknown API key." });
  });

  it("a key whose expiry is this very millisecond has expired", async () => {
    const { organization, membership, apiKey } = await createOwner();
    const now = Date.now() + 60_000;
    await prisma.membership.update({ where: { id: membership.id }, data: { keyExpiresAt: new Date(now) } });
    vi.spyOn(Date, "now").mockReturnValue(now);
    const res = await callRoute(getMe, "GET", `${orgPath(organization.id)}/me`, { params: { organizationId: organization.id }, apiKey });
    expect(res.json).toMatchObject({ statusCode: 401, reason: "API_KEY_EXPIRED" });
  });

  it("optionalSessionUserId: the user of a live session cookie, else null", async () => {
    const { user } = await createOwner();
    const request = (cookie?: string) =>
      new NextRequest("http://localhost:3000/api/auth/invitations/x/accept", {
        method: "POST",
        headers: cookie ? { cookie, [CLIENT_IP_HEADER]: "10.0.0.1" } : {},
      });
    expect(await optionalSessionUserId(request(await sessionCookie(user.id)))).toBe(user.id);
    expect(await optionalSessionUserId(request())).toBeNull();
    const ended = await sessionCookie(user.id);
    await prisma.session.deleteMany({ where: { userId: user.id } });
    expect(await optionalSessionUserId(request(ended))).toBeNull();
  });
});
