import { afterEach, describe, expect, it, vi } from "vitest";
import { prisma } from "@/lib/db/client";
import { hashApiKey } from "@/lib/auth/api-key";
import { callRoute } from "@/lib/test/call-route";
import { addMember, addMemberWithRole, createCustomRole, createOwner, randomIp } from "@/lib/test/fixtures";
import { GET as campaigns } from "@/app/api/core/organization/[organizationId]/campaign/route";
import { PUT as updateOrganization } from "@/app/api/core/organization/[organizationId]/route";
import { GET as auditLog } from "@/app/api/core/organization/[organizationId]/audit-log/route";
import { DELETE as removeMember } from "@/app/api/core/organization/[organizationId]/members/[userId]/route";
import { DELETE as leave, GET as me } from "@/app/api/core/organization/[organizationId]/me/route";
import { DELETE as deleteRole } from "@/app/api/core/organization/[organizationId]/roles/[roleId]/route";
import { GET as myOrganizations } from "@/app/api/core/organizations/route";
import { DELETE as deleteAccount, GET as getAccount, PATCH as updateAccount } from "./[serviceAccountId]/route";
import { POST as createKey } from "./[serviceAccountId]/keys/route";
import { DELETE as revokeKey } from "./[serviceAccountId]/keys/[keyId]/route";
import { POST as rotateKey } from "./[serviceAccountId]/keys/[keyId]/rotate/route";
import { PUT as keyPolicy } from "./[serviceAccountId]/keys/[keyId]/policy/route";
import { GET as list, POST as create } from "./route";

const base = (organizationId: string) => `/api/core/organization/${organizationId}/service-accounts`;
const denied = { statusCode: 403, code: "Forbidden", reason: "PERMISSION_DENIED" };
const invalidKey = { statusCode: 401, reason: "INVALID_API_KEY" };

async function roleId(organizationId: string, systemKey: "owner" | "admin" | "viewer") {
  return (await prisma.role.findFirstOrThrow({ where: { organizationId, systemKey } })).id;
}

function createAccount(organizationId: string, apiKey: string, body: Record<string, unknown>) {
  return callRoute(create, "POST", base(organizationId), { params: { organizationId }, apiKey, body });
}

/** A service account made by the organization's Owner, with its first key. */
async function accountWith(organizationId: string, ownerKey: string, systemKey: "owner" | "admin" | "viewer", extra = {}) {
  const res = await createAccount(organizationId, ownerKey, {
    name: `Pipeline ${Math.random().toString(36).slice(2, 8)}`,
    roleId: await roleId(organizationId, systemKey),
    ...extra,
  });
  expect(res.status).toBe(201);
  return { id: res.json._id as string, apiKey: res.json.apiKey as string, keyId: res.json.keys[0]._id as string };
}

function readCampaigns(organizationId: string, apiKey: string, headers?: Record<string, string>) {
  return callRoute(campaigns, "GET", `/api/core/organization/${organizationId}/campaign`, { params: { organizationId }, apiKey, headers });
}

function rotate(organizationId: string, apiKey: string, serviceAccountId: string, keyId: string, overlapHours?: number) {
  return callRoute(rotateKey, "POST", `${base(organizationId)}/${serviceAccountId}/keys/${keyId}/rotate`, {
    params: { organizationId, serviceAccountId, keyId },
    apiKey,
    body: overlapHours === undefined ? {} : { overlapHours },
  });
}

afterEach(() => {
  vi.useRealTimers();
});

describe("service accounts", () => {
  it("an Owner creates one with the Viewer role: the key (osk_, shown once, stored as a hash) reads campaigns and is refused a write", async () => {
    const { organization, apiKey } = await createOwner();
    const res = await createAccount(organization.id, apiKey, {
      name: "Reporting pipeline",
      description: "Nightly export",
      roleId: await roleId(organization.id, "viewer"),
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ name: "Reporting pipeline", role: { name: "Viewer" }, keys: [{ status: "ACTIVE", ipWhitelist: [] }] });
    expect(res.json.apiKey).toMatch(/^osk_[0-9A-Za-z]{40}$/);
    const stored = await prisma.serviceAccountKey.findUniqueOrThrow({ where: { id: res.json.keys[0]._id } });
    expect(stored.hash).toBe(hashApiKey(res.json.apiKey));
    expect(JSON.stringify(stored)).not.toContain(res.json.apiKey);

    expect((await readCampaigns(organization.id, res.json.apiKey)).status).toBe(200);
    const write = await callRoute(updateOrganization, "PUT", `/api/core/organization/${organization.id}`, {
      params: { organizationId: organization.id },
      apiKey: res.json.apiKey,
      body: { name: "Renamed" },
    });
    expect(write.json).toMatchObject(denied);

    // Listed and read without any key.
    const listed = await callRoute(list, "GET", base(organization.id), { params: { organizationId: organization.id }, apiKey });
    expect(listed.json.items.map((item: { _id: string }) => item._id)).toEqual([res.json._id]);
    expect(JSON.stringify(listed.json)).not.toContain(res.json.apiKey);
    const one = await callRoute(getAccount, "GET", `${base(organization.id)}/${res.json._id}`, {
      params: { organizationId: organization.id, serviceAccountId: res.json._id },
      apiKey,
    });
    expect(one.json).toMatchObject({ _id: res.json._id, description: "Nightly export" });
    expect(one.json.apiKey).toBeUndefined();
  });

  it("the audit trail names the service account as the actor", async () => {
    const { organization, apiKey } = await createOwner();
    const account = await accountWith(organization.id, apiKey, "admin");
    const res = await callRoute(updateOrganization, "PUT", `/api/core/organization/${organization.id}`, {
      params: { organizationId: organization.id },
      apiKey: account.apiKey,
      body: { name: "Renamed by a program" },
    });
    expect(res.status).toBe(200);
    const entry = await prisma.auditEntry.findFirstOrThrow({ where: { organizationId: organization.id, action: "organization:update" } });
    const name = (await prisma.serviceAccount.findUniqueOrThrow({ where: { id: account.id } })).name;
    expect(entry).toMatchObject({
      via: "serviceAccount",
      userId: null,
      apiKeyId: account.keyId,
      serviceAccountId: account.id,
      serviceAccountName: name,
    });
    const log = await callRoute(auditLog, "GET", `/api/core/organization/${organization.id}/audit-log`, {
      params: { organizationId: organization.id },
      apiKey,
      query: { actor: account.id },
    });
    expect(log.json.items).toHaveLength(1);
    expect(log.json.items[0].actor).toMatchObject({ via: "serviceAccount", userId: null, serviceAccount: { _id: account.id, name } });
  });

  it("a member who leaves or is removed takes no service-account key with them", async () => {
    const { organization, apiKey } = await createOwner();
    const admin = await addMember(organization.id, "admin");
    const other = await addMember(organization.id, "admin");
    const made = await createAccount(organization.id, admin.apiKey, {
      name: "Made by a leaver",
      roleId: await roleId(organization.id, "viewer"),
    });
    const madeByOther = await createAccount(organization.id, other.apiKey, {
      name: "Made by a removed one",
      roleId: await roleId(organization.id, "viewer"),
    });
    expect([made.status, madeByOther.status]).toEqual([201, 201]);

    const left = await callRoute(leave, "DELETE", `/api/core/organization/${organization.id}/me`, {
      params: { organizationId: organization.id },
      apiKey: admin.apiKey,
    });
    expect(left.status).toBe(200);
    const removed = await callRoute(removeMember, "DELETE", `/api/core/organization/${organization.id}/members/${other.user.id}`, {
      params: { organizationId: organization.id, userId: other.user.id },
      apiKey,
    });
    expect(removed.status).toBe(200);

    // The people are out; the programs they set up keep working.
    expect((await readCampaigns(organization.id, admin.apiKey)).json).toMatchObject(invalidKey);
    expect((await readCampaigns(organization.id, made.json.apiKey)).status).toBe(200);
    expect((await readCampaigns(organization.id, madeByOther.json.apiKey)).status).toBe(200);
    expect(await prisma.serviceAccount.count({ where: { organizationId: organization.id } })).toBe(2);
  });

  it("a custom-role member cannot make a service account wider than themselves, nor reach a wider one's keys", async () => {
    const { organization, apiKey } = await createOwner();
    const target = `organization/${organization.id}`;
    const own = [`service-account:*@${target}`, `campaign:read@${target}`];
    const manager = await addMemberWithRole(organization.id, (await createCustomRole(organization.id, own)).id);
    const narrow = await createCustomRole(organization.id, [`campaign:read@${target}`]);
    const wide = await createCustomRole(organization.id, [`campaign:*@${target}`]);

    expect(
      (await createAccount(organization.id, manager.apiKey, { name: "A", roleId: await roleId(organization.id, "admin") })).json,
    ).toMatchObject(denied);
    expect(
      (await createAccount(organization.id, manager.apiKey, { name: "B", roleId: await roleId(organization.id, "viewer") })).json,
    ).toMatchObject(denied);
    expect((await createAccount(organization.id, manager.apiKey, { name: "C", roleId: wide.id })).json).toMatchObject(denied);
    expect(await prisma.serviceAccount.count({ where: { organizationId: organization.id } })).toBe(0);

    const ok = await createAccount(organization.id, manager.apiKey, { name: "D", roleId: narrow.id });
    expect(ok.status).toBe(201);
    // Nor widen it afterwards.
    const widen = await callRoute(updateAccount, "PATCH", `${base(organization.id)}/${ok.json._id}`, {
      params: { organizationId: organization.id, serviceAccountId: ok.json._id },
      apiKey: manager.apiKey,
      body: { roleId: wide.id },
    });
    expect(widen.json).toMatchObject(denied);

    // An account the Owner made wider: the manager may not take a key of it (that would hand them its role).
    const wider = await accountWith(organization.id, apiKey, "admin");
    expect((await rotate(organization.id, manager.apiKey, wider.id, wider.keyId)).json).toMatchObject(denied);
    const extra = await callRoute(createKey, "POST", `${base(organization.id)}/${wider.id}/keys`, {
      params: { organizationId: organization.id, serviceAccountId: wider.id },
      apiKey: manager.apiKey,
      body: {},
    });
    expect(extra.json).toMatchObject(denied);
    expect(await prisma.serviceAccountKey.count({ where: { serviceAccountId: wider.id } })).toBe(1);
  });

  it("an overlapped rotation accepts both keys until the overlap ends, then only the new one", async () => {
    const { organization, apiKey } = await createOwner();
    const account = await accountWith(organization.id, apiKey, "viewer", { keyPolicy: { rateLimit: { requests: 50, windowSeconds: 60 } } });
    expect((await readCampaigns(organization.id, account.apiKey)).status).toBe(200);

    const start = Date.now();
    const res = await rotate(organization.id, apiKey, account.id, account.keyId, 2);
    expect(res.status).toBe(200);
    expect(res.json.key).toMatchObject({ status: "ACTIVE", rateLimit: { requests: 50, windowSeconds: 60 } });
    expect(res.json.previous).toMatchObject({ _id: account.keyId, status: "RETIRING", replacedById: res.json.key._id });
    const retiresAt = Date.parse(res.json.previous.retiresAt);
    expect(retiresAt - start).toBeGreaterThanOrEqual(2 * 3_600_000);

    expect((await readCampaigns(organization.id, account.apiKey)).status).toBe(200);
    expect((await readCampaigns(organization.id, res.json.apiKey)).status).toBe(200);

    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(retiresAt - 1_000);
    expect((await readCampaigns(organization.id, account.apiKey)).status).toBe(200);
    vi.setSystemTime(retiresAt);
    expect((await readCampaigns(organization.id, account.apiKey)).json).toMatchObject(invalidKey);
    expect((await readCampaigns(organization.id, res.json.apiKey)).status).toBe(200);
    vi.useRealTimers();

    // A rotated-out key cannot be rotated again.
    expect((await rotate(organization.id, apiKey, account.id, account.keyId)).json).toMatchObject({
      statusCode: 409,
      reason: "SERVICE_ACCOUNT_KEY_INACTIVE",
    });
  });

  it("a rotation without overlap, a revocation and a deletion stop the key at once", async () => {
    const { organization, apiKey } = await createOwner();
    const account = await accountWith(organization.id, apiKey, "viewer");
    expect((await readCampaigns(organization.id, account.apiKey)).status).toBe(200);
    const rotated = await rotate(organization.id, apiKey, account.id, account.keyId);
    expect(rotated.status).toBe(200);
    expect((await readCampaigns(organization.id, account.apiKey)).json).toMatchObject(invalidKey);
    expect((await readCampaigns(organization.id, rotated.json.apiKey)).status).toBe(200);

    const second = await callRoute(createKey, "POST", `${base(organization.id)}/${account.id}/keys`, {
      params: { organizationId: organization.id, serviceAccountId: account.id },
      apiKey,
      body: {},
    });
    expect(second.status).toBe(201);
    expect((await readCampaigns(organization.id, second.json.apiKey)).status).toBe(200);

    const keyId = rotated.json.key._id;
    const revoked = await callRoute(revokeKey, "DELETE", `${base(organization.id)}/${account.id}/keys/${keyId}`, {
      params: { organizationId: organization.id, serviceAccountId: account.id, keyId },
      apiKey,
    });
    expect(revoked.status).toBe(200);
    expect((await readCampaigns(organization.id, rotated.json.apiKey)).json).toMatchObject(invalidKey);
    expect((await readCampaigns(organization.id, second.json.apiKey)).status).toBe(200);

    const gone = await callRoute(deleteAccount, "DELETE", `${base(organization.id)}/${account.id}`, {
      params: { organizationId: organization.id, serviceAccountId: account.id },
      apiKey,
    });
    expect(gone.status).toBe(200);
    expect((await readCampaigns(organization.id, second.json.apiKey)).json).toMatchObject(invalidKey);
  });

  it("a key of another service account, or no key at all, is 404 to rotate, not the 409 of a replaced key", async () => {
    const { organization, apiKey } = await createOwner();
    const account = await accountWith(organization.id, apiKey, "viewer");
    const other = await accountWith(organization.id, apiKey, "viewer");
    expect((await rotate(organization.id, apiKey, other.id, other.keyId)).status).toBe(200);
    for (const keyId of [other.keyId, "000000000000000000000000"]) {
      const answer = await rotate(organization.id, apiKey, account.id, keyId);
      expect(answer.json, keyId).toMatchObject({ statusCode: 404, reason: "NOT_FOUND" });
    }
    // the other account's replaced key, through its own account, is the 409
    expect((await rotate(organization.id, apiKey, other.id, other.keyId)).json).toMatchObject({ reason: "SERVICE_ACCOUNT_KEY_INACTIVE" });
  });

  it("a key's policy: IP whitelist, expiry, and a role change apply from the next request", async () => {
    const { organization, apiKey } = await createOwner();
    const account = await accountWith(organization.id, apiKey, "viewer");
    const ip = randomIp();
    expect((await readCampaigns(organization.id, account.apiKey, { "x-adnet-client-ip": ip })).status).toBe(200);
    const policy = await callRoute(keyPolicy, "PUT", `${base(organization.id)}/${account.id}/keys/${account.keyId}/policy`, {
      params: { organizationId: organization.id, serviceAccountId: account.id, keyId: account.keyId },
      apiKey,
      body: { ipWhitelist: ["192.0.2.0/24"], expiresAt: new Date(Date.now() + 3_600_000).toISOString() },
    });
    expect(policy.status).toBe(200);
    expect((await readCampaigns(organization.id, account.apiKey, { "x-adnet-client-ip": ip })).json).toMatchObject({
      statusCode: 403,
      reason: "IP_NOT_ALLOWED",
    });
    expect((await readCampaigns(organization.id, account.apiKey, { "x-adnet-client-ip": "192.0.2.10" })).status).toBe(200);

    // A role without campaign:read: the same key is refused at once.
    const none = await createCustomRole(organization.id, [`app:read@organization/${organization.id}`]);
    const changed = await callRoute(updateAccount, "PATCH", `${base(organization.id)}/${account.id}`, {
      params: { organizationId: organization.id, serviceAccountId: account.id },
      apiKey,
      body: { roleId: none.id },
    });
    expect(changed.json.role).toMatchObject({ _id: none.id });
    expect((await readCampaigns(organization.id, account.apiKey, { "x-adnet-client-ip": "192.0.2.10" })).json).toMatchObject(denied);
    // And the role cannot be deleted while the account holds it.
    const del = await callRoute(deleteRole, "DELETE", `/api/core/organization/${organization.id}/roles/${none.id}`, {
      params: { organizationId: organization.id, roleId: none.id },
      apiKey,
    });
    expect(del.json).toMatchObject({ statusCode: 409, reason: "ROLE_IN_USE" });
  });

  it("a service account key works in its own organization only, and on no person's route", async () => {
    const { organization, apiKey } = await createOwner();
    const other = await createOwner();
    const account = await accountWith(organization.id, apiKey, "owner");
    expect((await readCampaigns(other.organization.id, account.apiKey)).json).toMatchObject({ statusCode: 403, reason: "NOT_A_MEMBER" });
    const personOnly = { statusCode: 403, reason: "SERVICE_ACCOUNT_NOT_ALLOWED" };
    expect((await callRoute(myOrganizations, "GET", "/api/core/organizations", { apiKey: account.apiKey })).json).toMatchObject(personOnly);
    expect(
      (
        await callRoute(me, "GET", `/api/core/organization/${organization.id}/me`, {
          params: { organizationId: organization.id },
          apiKey: account.apiKey,
        })
      ).json,
    ).toMatchObject(personOnly);
    // Another organization's account is not found here.
    const foreign = await callRoute(getAccount, "GET", `${base(other.organization.id)}/${account.id}`, {
      params: { organizationId: other.organization.id, serviceAccountId: account.id },
      apiKey: other.apiKey,
    });
    expect(foreign.json).toMatchObject({ statusCode: 404, reason: "NOT_FOUND" });
  });

  it("names are unique in an organization whatever their case; a Viewer reads but cannot manage", async () => {
    const { organization, apiKey } = await createOwner();
    const viewer = await addMember(organization.id, "viewer");
    const viewerRole = await roleId(organization.id, "viewer");
    expect((await createAccount(organization.id, apiKey, { name: "Exporter", roleId: viewerRole })).status).toBe(201);
    expect((await createAccount(organization.id, apiKey, { name: "EXPORTER", roleId: viewerRole })).json).toMatchObject({
      statusCode: 409,
      reason: "SERVICE_ACCOUNT_NAME_TAKEN",
    });
    expect(
      (await callRoute(list, "GET", base(organization.id), { params: { organizationId: organization.id }, apiKey: viewer.apiKey })).status,
    ).toBe(200);
    expect((await createAccount(organization.id, viewer.apiKey, { name: "Mine", roleId: viewerRole })).json).toMatchObject(denied);
  });
});
