import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { callRoute } from "@/lib/test/call-route";
import { addMember, createOwner, registerApp } from "@/lib/test/fixtures";
import { PUT as putOrganization } from "@/app/api/core/organization/[organizationId]/route";
import { POST as createRole } from "@/app/api/core/organization/[organizationId]/roles/route";
import { PUT as putRole, DELETE as deleteRole } from "@/app/api/core/organization/[organizationId]/roles/[roleId]/route";
import { createCampaignViaApi } from "@/lib/test/campaigns";
import { AUDIT_ACTIONS } from "@/lib/audit/actions";
import { PUT as approvalAction } from "@/app/api/core/organization/[organizationId]/apps/[appId]/approval/[action]/route";
import { DELETE as leave } from "@/app/api/core/organization/[organizationId]/me/route";
import { PUT as putKeyPolicy } from "@/app/api/core/organization/[organizationId]/members/[userId]/api-key-policy/route";
import { POST as rotateKey } from "@/app/api/core/organization/[organizationId]/members/[userId]/api-key/rotate/route";
import { GET, POST } from "./route";

const base = (id: string) => `/api/core/organization/${id}`;
const list = (organizationId: string, apiKey: string, query: Record<string, string> = {}) =>
  callRoute(GET, "GET", `${base(organizationId)}/audit-log`, { params: { organizationId }, apiKey, query });

describe("GET audit-log (extension) and the audit trail", () => {
  it("a change records who, what, the fields set (not their values), from where and the request id", async () => {
    const { organization, apiKey, user } = await createOwner();
    const res = await callRoute(putOrganization, "PUT", base(organization.id), {
      params: { organizationId: organization.id },
      apiKey,
      body: { name: "Renamed", description: "Secret plans" },
      headers: { "x-adnet-client-ip": "203.0.113.7" },
    });
    expect(res.status).toBe(200);
    const log = await list(organization.id, apiKey);
    expect(log.status).toBe(200);
    const key = await prisma.apiKey.findFirstOrThrow({ where: { userId: user.id } });
    expect(log.json.items[0]).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      organizationId: organization.id,
      actor: { userId: user.id, email: user.email, fullName: user.fullName, via: "apiKey", apiKeyId: key.id, serviceAccount: null },
      action: "organization:update",
      targetId: organization.id,
      // The target's name as it is now, read when the trail is listed; the change's values are not kept.
      targetName: "Renamed",
      fields: ["name", "description"],
      changes: null,
      ip: "203.0.113.7",
      requestId: res.headers.get("x-request-id"),
      createdAt: expect.any(String),
    });
    expect(JSON.stringify(log.json)).not.toContain("Secret plans");
  });

  it("creates name what they made; updates and deletes name the path's resource; only field names are kept", async () => {
    const { organization, apiKey } = await createOwner();
    const params = { organizationId: organization.id };
    const made = await callRoute(createRole, "POST", `${base(organization.id)}/roles`, {
      params,
      apiKey,
      body: { name: "Ops", statements: [`app:read@organization/${organization.id}`] },
    });
    const roleId = made.json._id;
    await callRoute(putRole, "PUT", `${base(organization.id)}/roles/${roleId}`, {
      params: { ...params, roleId },
      apiKey,
      body: { name: "Ops 2" },
    });
    const named = await list(organization.id, apiKey);
    expect(named.json.items.map((e: { targetName: string | null }) => e.targetName)).toEqual(["Ops 2", "Ops 2"]);
    await callRoute(deleteRole, "DELETE", `${base(organization.id)}/roles/${roleId}`, { params: { ...params, roleId }, apiKey });
    const log = await list(organization.id, apiKey);
    // A deleted target has no name any more: the trail shows its id.
    expect(log.json.items.map((e: { targetName: string | null }) => e.targetName)).toEqual([null, null, null]);
    expect(log.json.items.map((e: { action: string; targetId: string }) => [e.action, e.targetId])).toEqual([
      ["role:delete", roleId],
      ["role:update", roleId],
      ["role:create", roleId],
    ]);
    expect(log.json.items[1].fields).toEqual(["name"]);
  });

  it("routes checked in their handler (no route permission) record named actions a filter can find, not the method and path", async () => {
    const { organization, apiKey, user } = await createOwner();
    const params = { organizationId: organization.id };
    const campaign = await createCampaignViaApi(organization.id, apiKey);
    await callRoute(putKeyPolicy, "PUT", `${base(organization.id)}/members/${user.id}/api-key-policy`, {
      params: { ...params, userId: user.id },
      apiKey,
      body: { name: "Deploy key" },
    });
    const admin = await addMember(organization.id, "admin");
    const rotated = await callRoute(rotateKey, "POST", `${base(organization.id)}/members/${admin.user.id}/api-key/rotate`, {
      params: { ...params, userId: admin.user.id },
      apiKey: admin.apiKey,
    });
    expect(rotated.status).toBe(200);
    const left = await callRoute(leave, "DELETE", `${base(organization.id)}/me`, { params, apiKey: rotated.json.apiKey });
    expect(left.status).toBe(200);
    const app = await registerApp(organization.id);
    const action = "APPROVAL_ACTION_REQUEST_APPROVAL";
    const requested = await callRoute(approvalAction, "PUT", `${base(organization.id)}/apps/${app.id}/approval/${action}`, {
      params: { ...params, appId: app.id, action },
      apiKey,
      body: { platform: "APP_PLATFORM_ANDROID" },
    });
    expect(requested.status).toBe(200);
    const log = await list(organization.id, apiKey);
    expect(log.json.items.map((e: { action: string; targetId: string | null }) => [e.action, e.targetId])).toEqual([
      ["app:approval:request-approval", app.id],
      ["member:leave", organization.id],
      ["api-key:rotate", admin.user.id],
      ["api-key:update-policy", user.id],
      ["campaign:create", campaign._id],
    ]);
    expect(JSON.stringify(log.json)).not.toContain(rotated.json.apiKey);
    expect((await list(organization.id, apiKey, { action: "campaign:*" })).json.items).toHaveLength(1);
    expect((await list(organization.id, apiKey, { action: "api-key:*" })).json.items).toHaveLength(2);
    expect((await list(organization.id, apiKey, { action: "app:approval:request-approval" })).json.items).toHaveLength(1);
    // Every action recorded has words on the Audit page.
    for (const entry of log.json.items) expect(AUDIT_ACTIONS).toContain(entry.action);
  });

  it("a refused change records nothing", async () => {
    const { organization, apiKey } = await createOwner();
    await callRoute(putOrganization, "PUT", base(organization.id), {
      params: { organizationId: organization.id },
      apiKey,
      body: { name: "" },
    });
    expect((await list(organization.id, apiKey)).json.items).toEqual([]);
  });

  it("filters by actor, action (exact or prefix*), target and time, and pages newest first", async () => {
    const { organization, apiKey, user } = await createOwner();
    const params = { organizationId: organization.id };
    for (const name of ["A", "B", "C"]) await callRoute(putOrganization, "PUT", base(organization.id), { params, apiKey, body: { name } });
    const made = await callRoute(createRole, "POST", `${base(organization.id)}/roles`, {
      params,
      apiKey,
      body: { name: "Ops", statements: [`app:read@organization/${organization.id}`] },
    });
    expect((await list(organization.id, apiKey, { action: "role:*" })).json.items).toHaveLength(1);
    expect((await list(organization.id, apiKey, { action: "organization:update" })).json.items).toHaveLength(3);
    expect((await list(organization.id, apiKey, { target: made.json._id })).json.items).toHaveLength(1);
    expect((await list(organization.id, apiKey, { actor: user.id })).json.items).toHaveLength(4);
    expect((await list(organization.id, apiKey, { actor: "0123456789abcdef01234567" })).json.items).toHaveLength(0);
    expect((await list(organization.id, apiKey, { from: "2000-01-01T00:00:00Z", to: "2000-01-02T00:00:00Z" })).json.items).toHaveLength(0);
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await list(organization.id, apiKey, { limit: "1", ...(cursor ? { cursor } : {}) });
      expect(page.status).toBe(200);
      seen.push(...page.json.items.map((e: { _id: string }) => e._id));
      cursor = page.json.nextCursor ?? undefined;
    } while (cursor);
    expect(seen).toHaveLength(4);
    expect(new Set(seen).size).toBe(4);
    expect((await list(organization.id, apiKey, { cursor: "garbage" })).status).toBe(400);
    expect((await list(organization.id, apiKey, { limit: "1e1" })).status).toBe(400);
  });

  it("needs audit:read: Owner and Admin yes, Viewer 403 PERMISSION_DENIED; another organization's key NOT_A_MEMBER", async () => {
    const { organization } = await createOwner();
    const admin = await addMember(organization.id, "admin");
    const viewer = await addMember(organization.id, "viewer");
    expect((await list(organization.id, admin.apiKey)).status).toBe(200);
    const refused = await list(organization.id, viewer.apiKey);
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({ code: "Forbidden", reason: "PERMISSION_DENIED" });
    const other = await createOwner();
    const outsider = await list(organization.id, other.apiKey);
    expect(outsider.json).toMatchObject({ statusCode: 403, reason: "NOT_A_MEMBER" });
  });

  it("tenancy: an organization's trail holds only its own changes", async () => {
    const a = await createOwner();
    const b = await createOwner();
    await callRoute(putOrganization, "PUT", base(b.organization.id), {
      params: { organizationId: b.organization.id },
      apiKey: b.apiKey,
      body: { name: "B" },
    });
    expect((await list(a.organization.id, a.apiKey)).json.items).toEqual([]);
    expect((await list(b.organization.id, b.apiKey)).json.items).toHaveLength(1);
  });

  it("other methods answer 404 METHOD_NOT_ALLOWED", async () => {
    const { organization, apiKey } = await createOwner();
    const res = await callRoute(async (req) => POST(req), "POST", `${base(organization.id)}/audit-log`, {
      params: { organizationId: organization.id },
      apiKey,
    });
    expect(res.json).toMatchObject({ statusCode: 404, reason: "METHOD_NOT_ALLOWED" });
  });
});
