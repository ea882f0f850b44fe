import type { APIRequestContext } from "@playwright/test";
import { bearer, expect, readMail, test, uniqueEmail, type Seed } from "@/e2e/fixtures";

type Ctx = { request: APIRequestContext; org: string; auth: Record<string, string>; seed: Seed };

async function systemRole(ctx: Ctx, key: string) {
  const roles = await (await ctx.request.get(`/api/core/organization/${ctx.org}/roles`, { headers: ctx.auth })).json();
  return roles.items.find((r: { systemKey?: string }) => r.systemKey === key)._id as string;
}

/** A new member of the seed organization who accepted the e-mailed invitation, with their own key. */
async function newMember(ctx: Ctx, roleId: string) {
  const email = uniqueEmail("api-member");
  const added = await ctx.request.post(`/api/core/organization/${ctx.org}/members/by-email`, {
    headers: ctx.auth,
    data: { email, roleId },
  });
  expect(added.status()).toBe(200);
  const member = await added.json();
  expect(member.invitationStatus).toBe("PENDING");
  const token = new URL((await readMail(ctx.seed, email, /invited you/)).link).pathname.split("/").pop();
  const accepted = await ctx.request.post(`/api/auth/invitations/${token}/accept`, {
    data: { fullName: "API Member", password: "api member password" },
  });
  expect(accepted.status()).toBe(200);
  const rotated = await ctx.request.post(`/api/core/organization/${ctx.org}/members/${member._id}/api-key/rotate`, { headers: ctx.auth });
  expect(rotated.status()).toBe(200);
  return { member, apiKey: (await rotated.json()).apiKey as string };
}

test.describe("members, roles and API keys with a bearer key", () => {
  test("invite, 409 on the second time, custom role, change role, remove", async ({ request, seed }) => {
    const ctx = { request, org: seed.owner.organizationId, auth: bearer(seed.owner.apiKey), seed };
    const base = `/api/core/organization/${ctx.org}`;
    const viewer = await systemRole(ctx, "viewer");
    const { member, apiKey } = await newMember(ctx, viewer);
    const again = await request.post(`${base}/members/by-email`, { headers: ctx.auth, data: { email: member.email, roleId: viewer } });
    expect(again.status()).toBe(409);
    expect(await again.json()).toMatchObject({ statusCode: 409, code: "Conflict", reason: "MEMBER_EXISTS" });

    const bad = await request.post(`${base}/roles`, {
      headers: ctx.auth,
      data: { name: "Bad", statements: ["campaign:read@organization/65a0000000000000000000ff"] },
    });
    expect(bad.status()).toBe(400);
    expect(await bad.json()).toMatchObject({ reason: "INVALID_STATEMENT", details: [{ path: "statements.0" }] });
    const created = await request.post(`${base}/roles`, {
      headers: ctx.auth,
      data: { name: `Settlement reader ${Date.now().toString(36)}`, statements: [`settlement:read@organization/${ctx.org}`] },
    });
    expect(created.status()).toBe(200);
    const role = await created.json();

    const changed = await request.put(`${base}/members/${member._id}`, { headers: ctx.auth, data: { roleId: role._id } });
    expect(changed.status()).toBe(200);
    expect(await changed.json()).toMatchObject({ roleName: role.name });
    expect((await request.get(`${base}/members`, { headers: bearer(apiKey) })).status()).toBe(403);

    const inUse = await request.delete(`${base}/roles/${role._id}`, { headers: ctx.auth });
    expect(await inUse.json()).toMatchObject({ statusCode: 409, reason: "ROLE_IN_USE" });
    const system = await request.put(`${base}/roles/${viewer}`, { headers: ctx.auth, data: { description: "nope" } });
    expect(await system.json()).toMatchObject({ statusCode: 409, reason: "SYSTEM_ROLE_IMMUTABLE" });

    const removed = await request.delete(`${base}/members/${member._id}`, { headers: ctx.auth });
    expect(removed.status()).toBe(200);
    expect((await request.get(`${base}/me`, { headers: bearer(apiKey) })).status()).toBe(401);
    expect((await request.delete(`${base}/roles/${role._id}`, { headers: ctx.auth })).status()).toBe(200);
  });

  test("the key policy holds over HTTP: whitelist by the socket's address, rate limit with headers, expiry", async ({ request, seed }) => {
    const ctx = { request, org: seed.owner.organizationId, auth: bearer(seed.owner.apiKey), seed };
    const base = `/api/core/organization/${ctx.org}`;
    const { member, apiKey } = await newMember(ctx, await systemRole(ctx, "viewer"));
    const policy = (data: unknown) => request.put(`${base}/members/${member._id}/api-key-policy`, { headers: ctx.auth, data });
    const me = (headers: Record<string, string> = {}) => request.get(`${base}/me`, { headers: { ...bearer(apiKey), ...headers } });

    expect((await policy({ name: "Office", ipWhitelist: ["198.51.100.0/24"] })).status()).toBe(200);
    const outside = await me({ "x-adnet-client-ip": "198.51.100.7", "x-forwarded-for": "198.51.100.7" });
    expect(outside.status()).toBe(403);
    expect(await outside.json()).toMatchObject({ statusCode: 403, code: "Forbidden", reason: "IP_NOT_ALLOWED" });

    expect(
      (await policy({ name: "Local", ipWhitelist: ["127.0.0.1", "::1"], rateLimit: { requests: 2, windowSeconds: 60 } })).status(),
    ).toBe(200);
    const first = await me();
    expect(first.status()).toBe(200);
    expect(first.headers()).toMatchObject({ "ratelimit-limit": "2", "ratelimit-remaining": "1" });
    expect((await me()).status()).toBe(200);
    const limited = await me();
    expect(limited.status()).toBe(429);
    expect(await limited.json()).toMatchObject({ statusCode: 429, code: "TooManyRequests" });
    expect(Number(limited.headers()["retry-after"])).toBeGreaterThan(0);
    expect(limited.headers()["ratelimit-remaining"]).toBe("0");

    const limits = await policy({
      name: "",
      rateLimit: { requests: 0, windowSeconds: 59 },
      ipWhitelist: ["10.0.0.0/33"],
      expiresAt: "2020-01-01T00:00:00Z",
    });
    expect(limits.status()).toBe(400);
    const paths = (await limits.json()).details.map((d: { path: string }) => d.path).sort();
    expect(paths).toEqual(["expiresAt", "ipWhitelist.0", "name", "rateLimit.requests", "rateLimit.windowSeconds"]);

    // Rotation: the old key stops at once; the new one starts with a fresh count.
    const rotated = await request.post(`${base}/members/${member._id}/api-key/rotate`, { headers: ctx.auth });
    const { apiKey: next } = await rotated.json();
    expect((await me()).status()).toBe(401);
    expect((await request.get(`${base}/me`, { headers: bearer(next) })).status()).toBe(200);
    await request.delete(`${base}/members/${member._id}`, { headers: ctx.auth });
  });
});
