import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { addMember, createOwner, sessionCookie } from "@/lib/test/fixtures";
import { callRoute, ORIGIN } from "@/lib/test/call-route";
import { GET as getMe } from "@/app/api/core/organization/[organizationId]/me/route";
import { PUT } from "./route";

const path = (orgId: string, userId: string) => `/api/core/organization/${orgId}/members/${userId}/api-key-policy`;
const inADay = () => new Date(Date.now() + 86_400_000).toISOString();

function put(organizationId: string, userId: string, apiKey: string, body: unknown) {
  return callRoute(PUT, "PUT", path(organizationId, userId), { params: { organizationId, userId }, apiKey, body });
}
function me(organizationId: string, apiKey: string, ip?: string) {
  return callRoute(getMe, "GET", `/api/core/organization/${organizationId}/me`, {
    params: { organizationId },
    apiKey,
    headers: ip ? { "x-adnet-client-ip": ip } : {},
  });
}

describe("PUT members/{userId}/api-key-policy (operation 13)", () => {
  it("sets the whole policy and answers the Member, the expiry as keyExpiresAt", async () => {
    const { organization, apiKey, user } = await createOwner();
    const expiresAt = inADay();
    const body = {
      name: "CI deploy key",
      description: "Nightly sync",
      ipWhitelist: ["203.0.113.7", "10.0.0.0/8", "2001:db8::/32", "::1"],
      rateLimit: { requests: 600, windowSeconds: 60 },
      expiresAt,
    };
    const res = await put(organization.id, user.id, apiKey, body);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      _id: user.id,
      name: body.name,
      description: body.description,
      ipWhitelist: body.ipWhitelist,
      rateLimit: body.rateLimit,
      keyExpiresAt: expiresAt,
    });
    expect(res.json.expiresAt).toBeUndefined();
    // A PUT replaces the policy: what is left out is cleared.
    const again = await callRoute(PUT, "PUT", path(organization.id, user.id), {
      params: { organizationId: organization.id, userId: user.id },
      apiKey,
      headers: { "x-adnet-client-ip": "203.0.113.7" },
      body: { name: "Renamed" },
    });
    expect(again.json).toMatchObject({ name: "Renamed", ipWhitelist: [] });
    for (const field of ["description", "rateLimit", "keyExpiresAt"]) expect(again.json[field]).toBeUndefined();
  });

  it.each([
    ["name of 100 characters", { name: "n".repeat(100) }],
    ["description of 500 characters", { description: "d".repeat(500) }],
    ["rateLimit at its minimum", { rateLimit: { requests: 1, windowSeconds: 60 } }],
    ["an empty whitelist", { ipWhitelist: [] }],
    ["IPv4-mapped IPv6 and CIDR entries", { ipWhitelist: ["::ffff:10.0.0.1", "192.168.0.0/16", "fe80::/10"] }],
  ])("accepts %s", async (_label, patch) => {
    const { organization, apiKey, user } = await createOwner();
    const res = await put(organization.id, user.id, apiKey, { name: "ok", ...patch });
    expect(res.status).toBe(200);
  });

  const past = new Date(Date.now() - 1000).toISOString();
  it.each([
    ["no name", { name: undefined }, "name"],
    ["an empty name", { name: "" }, "name"],
    ["a blank name", { name: "   " }, "name"],
    ["a name of 101 characters", { name: "n".repeat(101) }, "name"],
    ["a name that is not a string", { name: 5 }, "name"],
    ["a description of 501 characters", { description: "d".repeat(501) }, "description"],
    ["a whitelist that is not an array", { ipWhitelist: "10.0.0.1" }, "ipWhitelist"],
    ["a whitelist entry that is not an address", { ipWhitelist: ["10.0.0.1", "office"] }, "ipWhitelist.1"],
    ["an IPv4 CIDR prefix over 32", { ipWhitelist: ["10.0.0.0/33"] }, "ipWhitelist.0"],
    ["an IPv6 CIDR prefix over 128", { ipWhitelist: ["2001:db8::/129"] }, "ipWhitelist.0"],
    ["an address with a bad octet", { ipWhitelist: ["256.1.1.1"] }, "ipWhitelist.0"],
    ["more than 100 whitelist entries", { ipWhitelist: Array.from({ length: 101 }, (_, i) => `10.0.0.${i}`) }, "ipWhitelist"],
    ["rateLimit.requests of 0", { rateLimit: { requests: 0, windowSeconds: 60 } }, "rateLimit.requests"],
    ["rateLimit.requests not an integer", { rateLimit: { requests: 1.5, windowSeconds: 60 } }, "rateLimit.requests"],
    ["rateLimit.requests as a string", { rateLimit: { requests: "10", windowSeconds: 60 } }, "rateLimit.requests"],
    ["rateLimit.requests too large for the database", { rateLimit: { requests: 2 ** 31, windowSeconds: 60 } }, "rateLimit.requests"],
    ["rateLimit without requests", { rateLimit: { windowSeconds: 60 } }, "rateLimit.requests"],
    ["rateLimit.windowSeconds of 59", { rateLimit: { requests: 10, windowSeconds: 59 } }, "rateLimit.windowSeconds"],
    ["rateLimit without windowSeconds", { rateLimit: { requests: 10 } }, "rateLimit.windowSeconds"],
    ["an unknown rateLimit field", { rateLimit: { requests: 10, windowSeconds: 60, burst: 5 } }, "rateLimit.burst"],
    ["an expiresAt in the past", { expiresAt: past }, "expiresAt"],
    ["a malformed expiresAt", { expiresAt: "2027-13-01T00:00:00Z" }, "expiresAt"],
    ["an unknown field", { scopes: ["read"] }, "scopes"],
  ])("400 VALIDATION_FAILED for %s, naming the field", async (_label, patch, field) => {
    const { organization, apiKey, user } = await createOwner();
    const res = await put(organization.id, user.id, apiKey, { name: "Policy", ...patch });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ statusCode: 400, code: "BadRequest", reason: "VALIDATION_FAILED" });
    expect(res.json.details.map((d: { path: string }) => d.path)).toContain(field);
  });

  it("any member sets their own policy; another's needs member:update and, for an Owner, an Owner", async () => {
    const { organization, user, apiKey } = await createOwner();
    const admin = await addMember(organization.id, "admin");
    const viewer = await addMember(organization.id, "viewer");
    expect((await put(organization.id, viewer.user.id, viewer.apiKey, { name: "Mine" })).status).toBe(200);
    expect((await put(organization.id, admin.user.id, viewer.apiKey, { name: "Theirs" })).json).toMatchObject({
      statusCode: 403,
      reason: "PERMISSION_DENIED",
    });
    const otherAdmin = await addMember(organization.id, "admin");
    expect((await put(organization.id, otherAdmin.user.id, admin.apiKey, { name: "Managed" })).status).toBe(200);
    // Admin holds every statement Viewer does (the settlement account's read included), so it manages a Viewer's key.
    expect((await put(organization.id, viewer.user.id, admin.apiKey, { name: "Managed" })).status).toBe(200);
    expect((await put(organization.id, user.id, admin.apiKey, { name: "Owner's" })).json).toMatchObject({
      statusCode: 403,
      reason: "PERMISSION_DENIED",
    });
    expect((await put(organization.id, admin.user.id, apiKey, { name: "By owner" })).status).toBe(200);
  });

  it("404 for another organization's member", async () => {
    const mine = await createOwner();
    const theirs = await createOwner();
    const res = await put(mine.organization.id, theirs.user.id, mine.apiKey, { name: "x" });
    expect(res.status).toBe(404);
    expect(res.json).toMatchObject({ statusCode: 404, code: "NotFound" });
    expect((await prisma.membership.findFirstOrThrow({ where: { userId: theirs.user.id } })).keyPolicyName).toBeNull();
  });
});

describe("the policy is enforced on every request made with the key", () => {
  it("a key past its expiresAt answers 401 API_KEY_EXPIRED", async () => {
    const { organization, apiKey, user, membership } = await createOwner();
    await put(organization.id, user.id, apiKey, { name: "Short-lived", expiresAt: new Date(Date.now() + 60_000).toISOString() });
    expect((await me(organization.id, apiKey)).status).toBe(200);
    await prisma.membership.update({ where: { id: membership.id }, data: { keyExpiresAt: new Date(Date.now() - 1) } });
    const res = await me(organization.id, apiKey);
    expect(res.status).toBe(401);
    expect(res.json).toMatchObject({ statusCode: 401, code: "Unauthorized", reason: "API_KEY_EXPIRED" });
  });

  it("a caller outside the whitelist answers 403 IP_NOT_ALLOWED", async () => {
    const { organization, apiKey, user } = await createOwner();
    await put(organization.id, user.id, apiKey, { name: "Office only", ipWhitelist: ["198.51.100.0/24", "2001:db8::/32"] });
    expect((await me(organization.id, apiKey, "198.51.100.20")).status).toBe(200);
    expect((await me(organization.id, apiKey, "::ffff:198.51.100.20")).status).toBe(200);
    expect((await me(organization.id, apiKey, "2001:db8::1")).status).toBe(200);
    for (const ip of ["203.0.113.9", "2001:db9::1", undefined]) {
      const res = await me(organization.id, apiKey, ip);
      expect(res.status).toBe(403);
      expect(res.json).toMatchObject({ statusCode: 403, code: "Forbidden", reason: "IP_NOT_ALLOWED" });
    }
    // X-Forwarded-For is the client's to write and decides nothing.
    const spoofed = await callRoute(getMe, "GET", `/api/core/organization/${organization.id}/me`, {
      params: { organizationId: organization.id },
      apiKey,
      headers: { "x-forwarded-for": "198.51.100.20" },
    });
    expect(spoofed.status).toBe(403);
  });

  it("over the rate limit answers 429 with Retry-After and RateLimit-* headers", async () => {
    const { organization, apiKey, user } = await createOwner();
    await put(organization.id, user.id, apiKey, { name: "Limited", rateLimit: { requests: 2, windowSeconds: 60 } });
    const first = await me(organization.id, apiKey);
    expect(first.status).toBe(200);
    expect(first.headers.get("ratelimit-limit")).toBe("2");
    expect(first.headers.get("ratelimit-remaining")).toBe("1");
    expect(Number(first.headers.get("ratelimit-reset"))).toBeGreaterThan(0);
    expect(first.headers.get("retry-after")).toBeNull();
    expect((await me(organization.id, apiKey)).headers.get("ratelimit-remaining")).toBe("0");
    const over = await me(organization.id, apiKey);
    expect(over.status).toBe(429);
    expect(over.json).toMatchObject({ statusCode: 429, code: "TooManyRequests", reason: "RATE_LIMITED" });
    const retryAfter = Number(over.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(over.headers.get("ratelimit-limit")).toBe("2");
    expect(over.headers.get("ratelimit-remaining")).toBe("0");
    expect(over.headers.get("ratelimit-reset")).toBe(String(retryAfter));
  });

  it(`100 concurrent requests against a limit of 10: exactly 10 pass (${process.env.REDIS_URL ? "Redis" : "in-memory"} limiter)`, async () => {
    const { organization, apiKey, user } = await createOwner();
    await put(organization.id, user.id, apiKey, { name: "Burst", rateLimit: { requests: 10, windowSeconds: 60 } });
    const statuses = await Promise.all(Array.from({ length: 100 }, () => me(organization.id, apiKey).then((r) => r.status)));
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(90);
  });

  it("a policy binds the key, not the person: the console session still reaches the policy to fix it", async () => {
    const { organization, apiKey, user } = await createOwner();
    await put(organization.id, user.id, apiKey, { name: "Locked out", ipWhitelist: ["192.0.2.1"] });
    expect((await me(organization.id, apiKey)).json).toMatchObject({ reason: "IP_NOT_ALLOWED" });
    const res = await callRoute(PUT, "PUT", path(organization.id, user.id), {
      params: { organizationId: organization.id, userId: user.id },
      cookie: await sessionCookie(user.id),
      headers: { origin: ORIGIN },
      body: { name: "Open again" },
    });
    expect(res.status).toBe(200);
    expect((await me(organization.id, apiKey)).status).toBe(200);
  });

  describe("a member may tighten but never loosen the policy an admin set on their key", () => {
    const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
    type Policy = Record<string, unknown>;
    const adminPolicy = (): Policy => ({
      name: "Set by admin",
      expiresAt: inDays(10),
      ipWhitelist: ["10.0.0.0/8", "2001:db8::/32"],
      rateLimit: { requests: 100, windowSeconds: 60 },
    });
    it.each([
      ["the same policy, renamed", (p: Policy) => ({ ...p, name: "My name for it" }), 200],
      ["a shorter expiry", (p: Policy) => ({ ...p, expiresAt: inDays(5) }), 200],
      ["fewer addresses (a narrower range)", (p: Policy) => ({ ...p, ipWhitelist: ["10.1.0.0/16"] }), 200],
      ["a lower limit in a longer window", (p: Policy) => ({ ...p, rateLimit: { requests: 50, windowSeconds: 120 } }), 200],
      [
        "a later expiry and no rateLimit (the lift from the report)",
        (p: Policy) => ({ ...p, expiresAt: inDays(365), rateLimit: undefined }),
        403,
      ],
      ["no expiry", (p: Policy) => ({ ...p, expiresAt: undefined }), 403],
      ["a later expiry", (p: Policy) => ({ ...p, expiresAt: inDays(11) }), 403],
      ["no whitelist", (p: Policy) => ({ ...p, ipWhitelist: [] }), 403],
      ["a wider range", (p: Policy) => ({ ...p, ipWhitelist: ["10.0.0.0/7"] }), 403],
      ["an address outside", (p: Policy) => ({ ...p, ipWhitelist: ["10.0.0.1", "192.0.2.1"] }), 403],
      ["no rate limit", (p: Policy) => ({ ...p, rateLimit: undefined }), 403],
      ["more requests", (p: Policy) => ({ ...p, rateLimit: { requests: 101, windowSeconds: 60 } }), 403],
    ])("a Viewer on their own key: %s → %i", async (_label, change, status) => {
      const { organization, apiKey } = await createOwner();
      const viewer = await addMember(organization.id, "viewer");
      const policy = adminPolicy();
      expect((await put(organization.id, viewer.user.id, apiKey, policy)).status).toBe(200);
      const res = await callRoute(PUT, "PUT", path(organization.id, viewer.user.id), {
        params: { organizationId: organization.id, userId: viewer.user.id },
        cookie: await sessionCookie(viewer.user.id),
        headers: { origin: ORIGIN },
        body: change(policy),
      });
      expect(res.status).toBe(status);
      if (status === 403) expect(res.json).toMatchObject({ statusCode: 403, code: "Forbidden", reason: "PERMISSION_DENIED" });
    });

    it("loosening needs member:update on that member: the admin may, and so may an admin on their own key", async () => {
      const { organization, apiKey } = await createOwner();
      const other = await addMember(organization.id, "admin");
      const viewer = await addMember(organization.id, "viewer");
      const admin = await addMember(organization.id, "admin");
      for (const member of [other, viewer]) {
        await put(organization.id, member.user.id, apiKey, adminPolicy());
        expect((await put(organization.id, member.user.id, admin.apiKey, { name: "Lifted" })).status).toBe(200);
      }
      await put(organization.id, admin.user.id, apiKey, { name: "Admin's", rateLimit: { requests: 100, windowSeconds: 60 } });
      expect((await put(organization.id, admin.user.id, admin.apiKey, { name: "Admin's, unlimited" })).status).toBe(200);
    });
  });
});
