import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { hashApiKey } from "@/lib/auth/api-key";
import { addMember, addMemberWithRole, createCustomRole, createOwner } from "@/lib/test/fixtures";
import { callRoute } from "@/lib/test/call-route";
import { GET as getMe } from "@/app/api/core/organization/[organizationId]/me/route";
import { POST } from "./route";

const path = (orgId: string, userId: string) => `/api/core/organization/${orgId}/members/${userId}/api-key/rotate`;

function rotate(organizationId: string, userId: string, apiKey: string) {
  return callRoute(POST, "POST", path(organizationId, userId), { params: { organizationId, userId }, apiKey });
}
function me(organizationId: string, apiKey: string) {
  return callRoute(getMe, "GET", `/api/core/organization/${organizationId}/me`, { params: { organizationId }, apiKey });
}

describe("POST members/{userId}/api-key/rotate (operation 14)", () => {
  it("answers { apiKey, providerId }; the new key works and the old one stops at once", async () => {
    const { organization, apiKey, user, membership } = await createOwner();
    const res = await rotate(organization.id, user.id, apiKey);
    expect(res.status).toBe(200);
    expect(Object.keys(res.json).sort()).toEqual(["apiKey", "providerId"]);
    expect(res.json.apiKey).toMatch(/^oak_[0-9A-Za-z]{40}$/);
    expect(res.json.providerId).toMatch(/^[0-9a-f]{24}$/);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect((await me(organization.id, apiKey)).json).toMatchObject({ statusCode: 401, reason: "INVALID_API_KEY" });
    expect((await me(organization.id, res.json.apiKey)).status).toBe(200);
    // Only the hash is stored.
    const row = await prisma.apiKey.findUniqueOrThrow({ where: { id: res.json.providerId } });
    expect(row).toMatchObject({ membershipId: membership.id, hash: hashApiKey(res.json.apiKey), revokedAt: null });
    expect(JSON.stringify(row)).not.toContain(res.json.apiKey);
  });

  it("two concurrent rotations leave exactly one working key", async () => {
    const { organization, apiKey, user, membership } = await createOwner();
    const [a, b] = await Promise.all([rotate(organization.id, user.id, apiKey), rotate(organization.id, user.id, apiKey)]);
    const issued = [a, b].filter((r) => r.status === 200).map((r) => r.json.apiKey as string);
    expect(issued.length).toBeGreaterThanOrEqual(1);
    const working = [];
    for (const key of [apiKey, ...issued]) if ((await me(organization.id, key)).status === 200) working.push(key);
    expect(working).toHaveLength(1);
    expect(await prisma.apiKey.count({ where: { membershipId: membership.id, revokedAt: null } })).toBe(1);
  });

  it("two concurrent rotations by an Owner of another member leave exactly one working key", async () => {
    const { organization, apiKey } = await createOwner();
    const viewer = await addMember(organization.id, "viewer");
    const results = await Promise.all([rotate(organization.id, viewer.user.id, apiKey), rotate(organization.id, viewer.user.id, apiKey)]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    const statuses = await Promise.all(
      [viewer.apiKey, ...results.map((r) => r.json.apiKey)].map((key) => me(organization.id, key).then((r) => r.status)),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(await prisma.apiKey.count({ where: { membershipId: viewer.membership.id, revokedAt: null } })).toBe(1);
  });

  it("members rotate their own key; another's needs member:update, an Owner's an Owner, a custom role's a role that covers it", async () => {
    const { organization, apiKey, user } = await createOwner();
    const admin = await addMember(organization.id, "admin");
    const viewer = await addMember(organization.id, "viewer");
    const wide = await addMemberWithRole(
      organization.id,
      (await createCustomRole(organization.id, [`settlement:update@organization/${organization.id}`])).id,
    );
    const narrow = await addMemberWithRole(
      organization.id,
      (await createCustomRole(organization.id, [`campaign:read@organization/${organization.id}`])).id,
    );
    const denied = { statusCode: 403, code: "Forbidden", reason: "PERMISSION_DENIED" };

    const own = await rotate(organization.id, viewer.user.id, viewer.apiKey);
    expect(own.status).toBe(200);
    expect((await rotate(organization.id, admin.user.id, own.json.apiKey)).json).toMatchObject(denied);
    expect((await rotate(organization.id, narrow.user.id, narrow.apiKey)).status).toBe(200);
    expect((await rotate(organization.id, user.id, admin.apiKey)).json).toMatchObject(denied);
    expect((await rotate(organization.id, wide.user.id, admin.apiKey)).json).toMatchObject(denied);
    // Admin holds every statement Viewer does (the settlement account's read included).
    expect((await rotate(organization.id, viewer.user.id, admin.apiKey)).status).toBe(200);
    const otherAdmin = await addMember(organization.id, "admin");
    expect((await rotate(organization.id, otherAdmin.user.id, admin.apiKey)).status).toBe(200);
    expect((await rotate(organization.id, viewer.user.id, apiKey)).status).toBe(200);
    expect((await rotate(organization.id, wide.user.id, apiKey)).status).toBe(200);
    expect((await rotate(organization.id, admin.user.id, apiKey)).status).toBe(200);
  });

  it("regression: a role of [member:read, member:update] cannot rotate an Admin's key (403, the Admin's key keeps working)", async () => {
    const { organization } = await createOwner();
    const orgId = organization.id;
    const admin = await addMember(orgId, "admin");
    const managers = await createCustomRole(orgId, [`member:read@organization/${orgId}`, `member:update@organization/${orgId}`]);
    const mallory = await addMemberWithRole(orgId, managers.id);
    const keys = await prisma.apiKey.findMany({ where: { membershipId: admin.membership.id } });
    const res = await rotate(orgId, admin.user.id, mallory.apiKey);
    expect(res.status).toBe(403);
    expect(res.json).toMatchObject({ statusCode: 403, code: "Forbidden", reason: "PERMISSION_DENIED" });
    expect(res.json.apiKey).toBeUndefined();
    expect(await prisma.apiKey.findMany({ where: { membershipId: admin.membership.id } })).toEqual(keys);
    expect((await me(orgId, admin.apiKey)).status).toBe(200);
  });

  it("a rotation revokes only the key still working: a key revoked before keeps its time of revocation", async () => {
    const { organization, apiKey, user, membership } = await createOwner();
    const first = await rotate(organization.id, user.id, apiKey);
    expect(first.status).toBe(200);
    // the original key's revocation, a day back, so a second stamp could not fall on the same instant
    const revokedAt = new Date(Date.now() - 86_400_000);
    await prisma.apiKey.updateMany({ where: { membershipId: membership.id, revokedAt: { not: null } }, data: { revokedAt } });
    const second = await rotate(organization.id, user.id, first.json.apiKey);
    expect(second.status).toBe(200);
    const keys = await prisma.apiKey.findMany({ where: { membershipId: membership.id } });
    const revokedAtOf = (id: string) => keys.find((key) => key.id === id)?.revokedAt;
    const original = keys.find((key) => key.id !== first.json.providerId && key.id !== second.json.providerId)!;
    expect(keys).toHaveLength(3);
    expect(original.revokedAt).toEqual(revokedAt);
    expect(revokedAtOf(first.json.providerId)!.getTime()).toBeGreaterThan(revokedAt.getTime());
    expect(revokedAtOf(second.json.providerId)).toBeNull();
  });

  it("a member without a key yet gets their first one", async () => {
    const { organization, apiKey } = await createOwner();
    const viewerRole = await prisma.role.findFirstOrThrow({ where: { organizationId: organization.id, systemKey: "viewer" } });
    const fresh = await addMemberWithRole(organization.id, viewerRole.id);
    await prisma.apiKey.deleteMany({ where: { membershipId: fresh.membership.id } });
    const res = await rotate(organization.id, fresh.user.id, apiKey);
    expect(res.status).toBe(200);
    expect((await me(organization.id, res.json.apiKey)).json.userId).toBe(fresh.user.id);
  });

  it("404 for another organization's member, whose key keeps working", async () => {
    const mine = await createOwner();
    const theirs = await createOwner();
    const res = await rotate(mine.organization.id, theirs.user.id, mine.apiKey);
    expect(res.status).toBe(404);
    expect(res.json).toMatchObject({ statusCode: 404, code: "NotFound" });
    expect((await me(theirs.organization.id, theirs.apiKey)).status).toBe(200);
  });
});
