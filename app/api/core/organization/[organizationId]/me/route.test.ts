import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { redisClient } from "@/lib/api/rate-limit";
import { addMember, createOwner, createReviewer, uniqueEmail } from "@/lib/test/fixtures";
import { callRoute } from "@/lib/test/call-route";
import { afterAll } from "vitest";
import { DELETE, GET } from "./route";
import { POST as addByEmail } from "@/app/api/core/organization/[organizationId]/members/by-email/route";

const call = (organizationId: string, apiKey: string, headers: Record<string, string> = {}) =>
  callRoute(GET, "GET", `/api/core/organization/${organizationId}/me`, { params: { organizationId }, apiKey, headers });

afterAll(() => {
  redisClient()?.disconnect();
});

describe("GET /me", () => {
  it("describes the caller: member record and granted permissions", async () => {
    const { organization, user, apiKey } = await createOwner();
    const res = await call(organization.id, apiKey);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ userId: user.id, email: user.email, reviewer: false, member: { _id: user.id, roleName: "Owner" } });
    expect(res.json.permissions).toEqual(expect.arrayContaining(["organization:update", "settlement:update"]));
    expect(res.json.member.keyPrefix).toBe(apiKey.slice(0, 10));
  });

  it("a Viewer is granted only reads", async () => {
    const { organization } = await createOwner();
    const viewer = await addMember(organization.id, "viewer");
    const res = await call(organization.id, viewer.apiKey);
    expect(res.json.permissions.length).toBeGreaterThan(5);
    expect(res.json.permissions.every((p: string) => p.endsWith(":read"))).toBe(true);
  });
});

describe("GET /me for a platform reviewer", () => {
  it("works in an organization the reviewer does not belong to, granting only reviewer reads", async () => {
    const { organization } = await createOwner();
    const reviewer = await createReviewer();
    const res = await call(organization.id, reviewer.apiKey);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ userId: reviewer.user.id, reviewer: true, member: null });
    expect(res.json.permissions).toEqual(expect.arrayContaining(["app:read", "campaign:read", "balance:read"]));
    expect(res.json.permissions).not.toContain("organization:read");
    expect(res.json.permissions).not.toContain("member:read");
    expect(res.json.permissions).not.toContain("organization:update");
    expect(res.json.permissions).not.toContain("settlement:read");
  });

  it("still refuses a non-reviewer outside the organization", async () => {
    const { organization } = await createOwner();
    const stranger = await createOwner();
    expect((await call(organization.id, stranger.apiKey)).status).toBe(403);
  });
});

describe("API-key policy on every request", () => {
  it("401 API_KEY_EXPIRED once the key's policy expiry has passed", async () => {
    const { organization, membership, apiKey } = await createOwner();
    await prisma.membership.update({ where: { id: membership.id }, data: { keyExpiresAt: new Date(Date.now() - 1000) } });
    const res = await call(organization.id, apiKey);
    expect(res.status).toBe(401);
    expect(res.json).toMatchObject({ code: "Unauthorized", reason: "API_KEY_EXPIRED" });
  });

  it("a key whose policy expiry is still ahead works, without rate-limit headers when it has no limit", async () => {
    const { organization, membership, apiKey } = await createOwner();
    await prisma.membership.update({ where: { id: membership.id }, data: { keyExpiresAt: new Date(Date.now() + 3_600_000) } });
    const res = await call(organization.id, apiKey);
    expect(res.status).toBe(200);
    expect(res.headers.get("ratelimit-limit")).toBeNull();
  });

  it("a rate limit with only one of its two numbers set limits nothing", async () => {
    const { organization, membership, apiKey } = await createOwner();
    await prisma.membership.update({ where: { id: membership.id }, data: { rateLimitRequests: 1, rateLimitWindowSeconds: null } });
    const answers = [await call(organization.id, apiKey), await call(organization.id, apiKey)];
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers[1].headers.get("ratelimit-limit")).toBeNull();
  });

  it("403 IP_NOT_ALLOWED outside the whitelist; CIDR ranges and IPv6 work", async () => {
    const { organization, membership, apiKey } = await createOwner();
    await prisma.membership.update({ where: { id: membership.id }, data: { ipWhitelist: ["203.0.113.0/24", "2001:db8::/32"] } });
    const inside = await call(organization.id, apiKey, { "x-adnet-client-ip": "203.0.113.99" });
    expect(inside.status).toBe(200);
    const v6 = await call(organization.id, apiKey, { "x-adnet-client-ip": "2001:db8::7" });
    expect(v6.status).toBe(200);
    const outside = await call(organization.id, apiKey, { "x-adnet-client-ip": "198.51.100.1" });
    expect(outside.status).toBe(403);
    expect(outside.json).toMatchObject({ code: "Forbidden", reason: "IP_NOT_ALLOWED" });
    // A forged X-Forwarded-For does not get a request in: only the server's trusted header counts.
    const forged = await call(organization.id, apiKey, { "x-forwarded-for": "203.0.113.5" });
    expect(forged.status).toBe(403);
  });

  it("429 with Retry-After past the rate limit; RateLimit-* on every answer", async () => {
    const { organization, membership, apiKey } = await createOwner();
    await prisma.membership.update({ where: { id: membership.id }, data: { rateLimitRequests: 3, rateLimitWindowSeconds: 60 } });
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await call(organization.id, apiKey));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 429]);
    expect(answers.map((a) => a.headers.get("ratelimit-remaining"))).toEqual(["2", "1", "0", "0"]);
    expect(answers[0].headers.get("ratelimit-limit")).toBe("3");
    expect(answers[3].json).toMatchObject({ statusCode: 429, code: "TooManyRequests", reason: "RATE_LIMITED" });
    expect(Number(answers[3].headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("a rotated key stops working at once", async () => {
    const { organization, membership, apiKey } = await createOwner();
    const { rotateApiKey } = await import("@/lib/members/rotate-api-key");
    const fresh = await rotateApiKey(membership.id);
    expect((await call(organization.id, apiKey)).status).toBe(401);
    expect((await call(organization.id, fresh.apiKey)).status).toBe(200);
  });
});

describe("DELETE /me (leave the organization)", () => {
  const leave = (organizationId: string, apiKey: string) =>
    callRoute(DELETE, "DELETE", `/api/core/organization/${organizationId}/me`, { params: { organizationId }, apiKey });

  it("any member may leave; their key stops working for it", async () => {
    const { organization } = await createOwner();
    const viewer = await addMember(organization.id, "viewer");
    const res = await leave(organization.id, viewer.apiKey);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ _id: viewer.user.id, roleName: "Viewer" });
    expect((await call(organization.id, viewer.apiKey)).status).toBe(401);
  });

  it("the last Owner cannot (409 LAST_OWNER); with a second Owner they can", async () => {
    const { organization, apiKey } = await createOwner();
    expect((await leave(organization.id, apiKey)).json).toMatchObject({ statusCode: 409, code: "Conflict", reason: "LAST_OWNER" });
    await addMember(organization.id, "owner");
    expect((await leave(organization.id, apiKey)).status).toBe(200);
  });

  it("an Owner invitation not yet accepted is not another Owner: the last Owner still cannot leave", async () => {
    const { organization, apiKey } = await createOwner();
    const owner = await prisma.role.findFirstOrThrow({ where: { organizationId: organization.id, systemKey: "owner" } });
    const invited = await callRoute(addByEmail, "POST", `/api/core/organization/${organization.id}/members/by-email`, {
      params: { organizationId: organization.id },
      apiKey,
      body: { email: uniqueEmail("future-owner"), roleId: owner.id },
    });
    expect(invited.json).toMatchObject({ roleName: "Owner", invitationStatus: "PENDING" });
    expect((await leave(organization.id, apiKey)).json).toMatchObject({ statusCode: 409, code: "Conflict", reason: "LAST_OWNER" });
    expect(await prisma.membership.count({ where: { organizationId: organization.id, invitationStatus: "ACCEPTED" } })).toBe(1);
  });

  it("another organization's member is not a member here (403)", async () => {
    const mine = await createOwner();
    const theirs = await createOwner();
    expect((await leave(mine.organization.id, theirs.apiKey)).json).toMatchObject({ statusCode: 403, reason: "NOT_A_MEMBER" });
  });
});
