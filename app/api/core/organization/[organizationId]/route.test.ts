import { authCache } from "@/lib/auth/auth-change-listener";
import { describe, expect, it, vi } from "vitest";
import { prisma } from "@/lib/db/client";
import { addMember, createOwner, createUser, sessionCookie } from "@/lib/test/fixtures";
import { callRoute, ORIGIN } from "@/lib/test/call-route";
import { GET, PUT } from "./route";

const path = (id: string) => `/api/core/organization/${id}`;

describe("PUT /api/core/organization/{organizationId} (operation 1)", () => {
  it("updates name and description and answers the Organization", async () => {
    const { organization, apiKey } = await createOwner();
    const res = await callRoute(PUT, "PUT", path(organization.id), {
      params: { organizationId: organization.id },
      apiKey,
      body: { name: "Renamed", description: "New text" },
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ _id: organization.id, name: "Renamed", description: "New text", depth: 0 });
    expect(res.json.enabledFeatures).toEqual(expect.any(Array));
    expect(res.json.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(res.headers.get("x-request-id")).toBeTruthy();
  });

  it.each([
    ["empty name", { name: "" }, "name"],
    ["name too long", { name: "x".repeat(101) }, "name"],
    ["description too long", { description: "x".repeat(1001) }, "description"],
    ["name not a string", { name: 42 }, "name"],
    ["unknown field", { name: "ok", colour: "red" }, "colour"],
  ])("400 VALIDATION_FAILED for %s, naming the field", async (_label, body, field) => {
    const { organization, apiKey } = await createOwner();
    const res = await callRoute(PUT, "PUT", path(organization.id), { params: { organizationId: organization.id }, apiKey, body });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ statusCode: 400, code: "BadRequest", reason: "VALIDATION_FAILED" });
    expect(res.json.details.map((d: { path: string }) => d.path)).toContain(field);
  });

  it("extension timeZone: answered (UTC for an organization made before it), changed in its canonical spelling, read back", async () => {
    const { organization, apiKey } = await createOwner();
    const params = { organizationId: organization.id };
    expect((await callRoute(GET, "GET", path(organization.id), { params, apiKey })).json.timeZone).toBe("UTC");
    const res = await callRoute(PUT, "PUT", path(organization.id), { params, apiKey, body: { timeZone: "asia/seoul" } });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ name: "Test Org", timeZone: "Asia/Seoul" });
    expect((await callRoute(GET, "GET", path(organization.id), { params, apiKey })).json.timeZone).toBe("Asia/Seoul");
    expect(await prisma.organization.findUniqueOrThrow({ where: { id: organization.id } })).toMatchObject({ timeZone: "Asia/Seoul" });
  });

  it.each([["Mars/Olympus_Mons"], ["+09:00"], [""], ["Asia/Seoul; DROP TABLE"], [9], [null]])(
    "400 VALIDATION_FAILED for the time zone %j, with the reason, and nothing changes",
    async (timeZone) => {
      const { organization, apiKey } = await createOwner();
      const params = { organizationId: organization.id };
      const res = await callRoute(PUT, "PUT", path(organization.id), { params, apiKey, body: { name: "Kept?", timeZone } });
      expect(res.status).toBe(400);
      expect(res.json).toMatchObject({ statusCode: 400, code: "BadRequest", reason: "VALIDATION_FAILED" });
      expect(res.json.details).toEqual([expect.objectContaining({ path: "timeZone" })]);
      if (typeof timeZone === "string") {
        expect(res.json.details[0].message).toBe("must be an IANA time zone such as Asia/Seoul");
      }
      expect(await prisma.organization.findUniqueOrThrow({ where: { id: organization.id } })).toMatchObject({
        name: "Test Org",
        timeZone: "UTC",
      });
    },
  );

  it("a Viewer may not change the time zone (403 PERMISSION_DENIED)", async () => {
    const { organization } = await createOwner();
    const viewer = await addMember(organization.id, "viewer");
    const params = { organizationId: organization.id };
    const res = await callRoute(PUT, "PUT", path(organization.id), { params, apiKey: viewer.apiKey, body: { timeZone: "Asia/Seoul" } });
    expect(res.status).toBe(403);
    expect(res.json).toMatchObject({ reason: "PERMISSION_DENIED" });
    expect(await prisma.organization.findUniqueOrThrow({ where: { id: organization.id } })).toMatchObject({ timeZone: "UTC" });
  });

  it("400 MALFORMED_JSON for a body that is not JSON", async () => {
    const { organization, apiKey } = await createOwner();
    const res = await callRoute(PUT, "PUT", path(organization.id), {
      params: { organizationId: organization.id },
      apiKey,
      rawBody: '{"name": "x",',
      headers: { "content-type": "application/json" },
    });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ code: "BadRequest", reason: "MALFORMED_JSON" });
  });

  it("400 for a path id that is not an ObjectId, before authentication", async () => {
    const res = await callRoute(PUT, "PUT", path("not-an-id"), { params: { organizationId: "not-an-id" }, body: {} });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ statusCode: 400, code: "BadRequest", reason: "VALIDATION_FAILED" });
  });

  it.each([
    ["no credentials", {}, "UNAUTHENTICATED"],
    ["a malformed Authorization header", { headers: { authorization: "Token abc" } }, "INVALID_AUTHORIZATION"],
    ["an unknown key", { apiKey: "oak_" + "A".repeat(40) }, "INVALID_API_KEY"],
    ["a key of the wrong shape", { apiKey: "sk_live_123" }, "INVALID_API_KEY"],
  ])("401 with %s", async (_label, options, reason) => {
    const { organization } = await createOwner();
    const res = await callRoute(GET, "GET", path(organization.id), { params: { organizationId: organization.id }, ...options });
    expect(res.status).toBe(401);
    expect(res.json).toMatchObject({ statusCode: 401, code: "Unauthorized", reason });
  });

  it("another organization's id answers 403 NOT_A_MEMBER, existing or not", async () => {
    const mine = await createOwner();
    const theirs = await createOwner();
    for (const id of [theirs.organization.id, "65a000000000000000000fff"]) {
      const res = await callRoute(GET, "GET", path(id), { params: { organizationId: id }, apiKey: mine.apiKey });
      expect(res.status).toBe(403);
      expect(res.json).toMatchObject({ code: "Forbidden", reason: "NOT_A_MEMBER" });
    }
  });

  it("a Viewer may read but not update (403 PERMISSION_DENIED)", async () => {
    const { organization } = await createOwner();
    const viewer = await addMember(organization.id, "viewer");
    const params = { organizationId: organization.id };
    expect((await callRoute(GET, "GET", path(organization.id), { params, apiKey: viewer.apiKey })).status).toBe(200);
    const res = await callRoute(PUT, "PUT", path(organization.id), { params, apiKey: viewer.apiKey, body: { name: "No" } });
    expect(res.status).toBe(403);
    expect(res.json).toMatchObject({ reason: "PERMISSION_DENIED" });
  });

  it("an expired membership answers 403 MEMBERSHIP_EXPIRED", async () => {
    const { organization } = await createOwner();
    const admin = await addMember(organization.id, "admin");
    await prisma.membership.update({ where: { id: admin.membership.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const res = await callRoute(GET, "GET", path(organization.id), { params: { organizationId: organization.id }, apiKey: admin.apiKey });
    expect(res.status).toBe(403);
    expect(res.json).toMatchObject({ reason: "MEMBERSHIP_EXPIRED" });
  });

  it("accepts the console's session cookie, and refuses it cross-origin for writes", async () => {
    const { organization, user } = await createOwner();
    const cookie = await sessionCookie(user.id);
    const params = { organizationId: organization.id };
    const read = await callRoute(GET, "GET", path(organization.id), { params, cookie });
    expect(read.status).toBe(200);
    const same = await callRoute(PUT, "PUT", path(organization.id), {
      params,
      cookie,
      body: { name: "Via console" },
      headers: { origin: ORIGIN },
    });
    expect(same.status).toBe(200);
    const cross = await callRoute(PUT, "PUT", path(organization.id), {
      params,
      cookie,
      body: { name: "Evil" },
      headers: { origin: "https://evil.example" },
    });
    expect(cross.status).toBe(403);
    expect(cross.json).toMatchObject({ reason: "CROSS_ORIGIN_REQUEST" });
    const none = await callRoute(PUT, "PUT", path(organization.id), { params, cookie, body: { name: "No origin" } });
    expect(none.status).toBe(403);
  });

  it("a session for a user that no longer exists is 401", async () => {
    const user = await createUser();
    const cookie = await sessionCookie(user.id);
    await prisma.user.delete({ where: { id: user.id } });
    const id = "65a000000000000000000abc";
    const res = await callRoute(GET, "GET", path(id), { params: { organizationId: id }, cookie });
    expect(res.status).toBe(401);
  });
});

describe("authentication details", () => {
  const read = (organizationId: string, authorization: string) =>
    callRoute(GET, "GET", path(organizationId), { params: { organizationId }, headers: { authorization } });

  it("takes the scheme in any case and spaces around the key, but nothing before or after it", async () => {
    const { organization, apiKey } = await createOwner();
    for (const header of [`bearer ${apiKey}`, `Bearer   ${apiKey}`, `Bearer ${apiKey}  `]) {
      expect((await read(organization.id, header)).status).toBe(200);
    }
    for (const header of [`XBearer ${apiKey}`, `Bearer ${apiKey} ${apiKey}`, "Bearer", `${apiKey}`]) {
      const res = await read(organization.id, header);
      expect(res.status).toBe(401);
      expect(res.json).toMatchObject({ reason: "INVALID_AUTHORIZATION" });
    }
  });

  it("a revoked key is refused", async () => {
    const { organization, membership, apiKey } = await createOwner();
    await prisma.apiKey.updateMany({ where: { membershipId: membership.id }, data: { revokedAt: new Date() } });
    const res = await read(organization.id, `Bearer ${apiKey}`);
    expect(res.status).toBe(401);
    expect(res.json).toMatchObject({ reason: "INVALID_API_KEY" });
  });

  it("records when a key was last used, writing at most once a minute", async () => {
    const { organization, membership, apiKey } = await createOwner();
    const lastUsed = () =>
      prisma.apiKey.findFirstOrThrow({ where: { membershipId: membership.id, revokedAt: null } }).then((k) => k.lastUsedAt);
    expect(await lastUsed()).toBeNull();
    await read(organization.id, `Bearer ${apiKey}`);
    await vi.waitFor(async () => expect(await lastUsed()).not.toBeNull());

    // Used 30 s ago: two more requests leave the time as it was.
    const recent = new Date(Date.now() - 30_000);
    await prisma.apiKey.updateMany({ where: { membershipId: membership.id }, data: { lastUsedAt: recent } });
    await read(organization.id, `Bearer ${apiKey}`);
    await read(organization.id, `Bearer ${apiKey}`);
    expect(await lastUsed()).toEqual(recent);

    // Used two minutes ago: the next request moves it forward.
    const old = new Date(Date.now() - 120_000);
    await prisma.apiKey.updateMany({ where: { membershipId: membership.id }, data: { lastUsedAt: old } });
    // lastUsedAt is bookkeeping the key cache is not told about: read the key afresh, as a new instance would.
    authCache().clear();
    await read(organization.id, `Bearer ${apiKey}`);
    await vi.waitFor(async () => expect((await lastUsed())!.getTime()).toBeGreaterThan(recent.getTime()));
  });
});
