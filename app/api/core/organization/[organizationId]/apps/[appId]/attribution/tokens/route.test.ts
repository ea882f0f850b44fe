import { postbackUrl } from "@/lib/attribution/postback-url";
import { publicOrigin } from "@/lib/public-origin";
import { describe, expect, it } from "vitest";
import { hashApiKey, POSTBACK_TOKEN_PATTERN } from "@/lib/auth/api-key";
import { prisma } from "@/lib/db/client";
import { newObjectId } from "@/lib/new-object-id";
import { callRoute } from "@/lib/test/call-route";
import { addMemberWithRole, createCustomRole, createOwner, registerApp } from "@/lib/test/fixtures";
import { PUT as PUT_SETTING } from "@/app/api/core/organization/[organizationId]/apps/[appId]/attribution/settings/[platform]/route";
import { PUT as POLICY } from "./[tokenId]/policy/route";
import { POST as ROTATE } from "./[tokenId]/rotate/route";
import { DELETE as REVOKE } from "./[tokenId]/route";
import { GET, POST } from "./route";

async function fixture() {
  const owner = await createOwner();
  const organizationId = owner.organization.id;
  const app = await registerApp(organizationId);
  const base = `/api/core/organization/${organizationId}/apps/${app.id}/attribution`;
  const params = { organizationId, appId: app.id };
  const token = (tokenId: string) => ({ url: `${base}/tokens/${tokenId}`, params: { ...params, tokenId } });
  return { owner, organizationId, app, base, params, token, apiKey: owner.apiKey };
}

/** Whether the stored token with this secret would be let in now: the receiver's rule (not revoked, not past its overlap). */
async function works(secret: string) {
  const row = await prisma.postbackToken.findUnique({ where: { hash: hashApiKey(secret) } });
  return !!row && !row.revokedAt && (!row.retiresAt || row.retiresAt > new Date());
}

describe("…/apps/{appId}/attribution/tokens", () => {
  it("makes a token shown once with the postback URL to paste, stores only its hash, lists it by prefix, audited", async () => {
    const { apiKey, base, params, organizationId, app } = await fixture();
    await callRoute(PUT_SETTING, "PUT", `${base}/settings/APP_PLATFORM_ANDROID`, {
      params: { ...params, platform: "APP_PLATFORM_ANDROID" },
      apiKey,
      body: { partner: "APPSFLYER", partnerAppId: "com.example.game" },
    });
    const res = await callRoute(POST, "POST", `${base}/tokens`, { params, apiKey, body: {} });
    expect(res.status).toBe(201);
    expect(res.json.token).toMatch(POSTBACK_TOKEN_PATTERN);
    // the exact URL to paste: the configured public origin, the partner's path with the token, its macros
    expect(res.json.postbackUrls).toEqual({ APP_PLATFORM_ANDROID: postbackUrl(publicOrigin(), "APPSFLYER", res.json.token) });
    expect(res.json.postbackUrls.APP_PLATFORM_ANDROID).toMatch(/\/api\/core\/postbacks\/appsflyer\/opt_\w+\?.*clickid=/);
    expect(res.json.key).toMatchObject({ appId: app.id, prefix: res.json.token.slice(0, 10), status: "ACTIVE", ipWhitelist: [] });
    const stored = await prisma.postbackToken.findUniqueOrThrow({ where: { id: res.json.key._id } });
    expect(stored.hash).toBe(hashApiKey(res.json.token));
    expect(JSON.stringify(stored)).not.toContain(res.json.token);
    const list = await callRoute(GET, "GET", `${base}/tokens`, { params, apiKey });
    expect(list.json.items).toEqual([res.json.key]);
    expect(list.text).not.toContain(res.json.token);
    const audit = await prisma.auditEntry.findFirstOrThrow({ where: { organizationId, action: "postback-token:create" } });
    expect(JSON.stringify(audit)).not.toContain(res.json.token);
  });

  it("rotation with an overlap: the old token works until retiresAt, then stops; a second rotation of it is 409", async () => {
    const { apiKey, base, params, token } = await fixture();
    const made = await callRoute(POST, "POST", `${base}/tokens`, { params, apiKey, body: { ipWhitelist: ["127.0.0.1"] } });
    const old = token(made.json.key._id);
    const rotated = await callRoute(ROTATE, "POST", `${old.url}/rotate`, { params: old.params, apiKey, body: { overlapHours: 24 } });
    expect(rotated.status).toBe(200);
    expect(rotated.json.token).not.toBe(made.json.token);
    expect(rotated.json.key.ipWhitelist).toEqual(["127.0.0.1"]);
    expect(rotated.json.previous).toMatchObject({ status: "RETIRING", replacedById: rotated.json.key._id });
    const retiresAt = new Date(rotated.json.previous.retiresAt).getTime();
    expect(retiresAt - Date.now()).toBeGreaterThan(23 * 3_600_000);
    expect(await works(made.json.token)).toBe(true);
    expect(await works(rotated.json.token)).toBe(true);
    const list = await callRoute(GET, "GET", `${base}/tokens`, { params, apiKey });
    expect(list.json.items.map((item: { _id: string }) => item._id)).toEqual([rotated.json.key._id, made.json.key._id]);
    const again = await callRoute(ROTATE, "POST", `${old.url}/rotate`, { params: old.params, apiKey, body: { overlapHours: 1 } });
    expect(again.json).toMatchObject({ statusCode: 409, reason: "POSTBACK_TOKEN_INACTIVE" });
    expect(await prisma.postbackToken.count({ where: { appId: params.appId } })).toBe(2);

    // Past the overlap the old token no longer works, and is no longer listed.
    await prisma.postbackToken.update({ where: { id: made.json.key._id }, data: { retiresAt: new Date(Date.now() - 1000) } });
    expect(await works(made.json.token)).toBe(false);
    const after = await callRoute(GET, "GET", `${base}/tokens`, { params, apiKey });
    expect(after.json.items.map((item: { _id: string }) => item._id)).toEqual([rotated.json.key._id]);
  });

  it("rotation without overlap stops the old token at once", async () => {
    const { apiKey, base, params, token } = await fixture();
    const made = await callRoute(POST, "POST", `${base}/tokens`, { params, apiKey, body: {} });
    const old = token(made.json.key._id);
    const rotated = await callRoute(ROTATE, "POST", `${old.url}/rotate`, { params: old.params, apiKey, body: { overlapHours: 0 } });
    expect(rotated.status).toBe(200);
    expect(await works(made.json.token)).toBe(false);
    expect(await works(rotated.json.token)).toBe(true);
  });

  it("revoke stops a token at once, a retiring one too; revoking again is 409", async () => {
    const { apiKey, base, params, token } = await fixture();
    const made = await callRoute(POST, "POST", `${base}/tokens`, { params, apiKey, body: {} });
    const old = token(made.json.key._id);
    const rotated = await callRoute(ROTATE, "POST", `${old.url}/rotate`, { params: old.params, apiKey, body: { overlapHours: 48 } });
    const revoked = await callRoute(REVOKE, "DELETE", old.url, { params: old.params, apiKey });
    expect(revoked.status).toBe(200);
    expect(await works(made.json.token)).toBe(false);
    expect(await works(rotated.json.token)).toBe(true);
    const fresh = token(rotated.json.key._id);
    expect((await callRoute(REVOKE, "DELETE", fresh.url, { params: fresh.params, apiKey })).status).toBe(200);
    expect(await works(rotated.json.token)).toBe(false);
    expect((await callRoute(REVOKE, "DELETE", fresh.url, { params: fresh.params, apiKey })).json).toMatchObject({
      statusCode: 409,
      reason: "POSTBACK_TOKEN_INACTIVE",
    });
    expect((await callRoute(GET, "GET", `${base}/tokens`, { params, apiKey })).json.items).toEqual([]);
  });

  it("validates ipWhitelist like a key's policy, writing nothing on a bad entry; the list can be replaced", async () => {
    const { apiKey, base, params, token, app } = await fixture();
    const bad = await callRoute(POST, "POST", `${base}/tokens`, { params, apiKey, body: { ipWhitelist: ["10.0.0.0/33", "nope"] } });
    expect(bad.json).toMatchObject({ statusCode: 400, reason: "VALIDATION_FAILED" });
    expect(bad.json.details.map((detail: { path: string }) => detail.path)).toEqual(["ipWhitelist.0", "ipWhitelist.1"]);
    expect(await prisma.postbackToken.count({ where: { appId: app.id } })).toBe(0);
    const made = await callRoute(POST, "POST", `${base}/tokens`, { params, apiKey, body: { ipWhitelist: ["10.20.0.0/16", "::1"] } });
    expect(made.json.key.ipWhitelist).toEqual(["10.20.0.0/16", "::1"]);
    const ref = token(made.json.key._id);
    const badPolicy = await callRoute(POLICY, "PUT", `${ref.url}/policy`, {
      params: ref.params,
      apiKey,
      body: { ipWhitelist: ["300.1.1.1"] },
    });
    expect(badPolicy.json).toMatchObject({ statusCode: 400, reason: "VALIDATION_FAILED" });
    const policy = await callRoute(POLICY, "PUT", `${ref.url}/policy`, {
      params: ref.params,
      apiKey,
      body: { ipWhitelist: ["127.0.0.1"] },
    });
    expect(policy.json.ipWhitelist).toEqual(["127.0.0.1"]);
    expect((await prisma.postbackToken.findUniqueOrThrow({ where: { id: ref.params.tokenId } })).ipWhitelist).toEqual(["127.0.0.1"]);
  });

  it("a token of another app is 404 through this app's path, and nothing changes", async () => {
    const { apiKey, base, params, organizationId } = await fixture();
    const other = await registerApp(organizationId, { name: "Other" });
    const otherBase = `/api/core/organization/${organizationId}/apps/${other.id}/attribution`;
    const made = await callRoute(POST, "POST", `${otherBase}/tokens`, { params: { organizationId, appId: other.id }, apiKey, body: {} });
    const tokenId = made.json.key._id;
    const res = await callRoute(REVOKE, "DELETE", `${base}/tokens/${tokenId}`, { params: { ...params, tokenId }, apiKey });
    expect(res.json).toMatchObject({ statusCode: 404 });
    expect(await works(made.json.token)).toBe(true);
  });

  it("the postback URLs name this app's platforms only, not another app's", async () => {
    const { apiKey, base, params, organizationId } = await fixture();
    const other = await registerApp(organizationId, {
      name: "Other",
      platform: ["APP_PLATFORM_IOS"],
      platformSettings: { ios: { storeUrl: "https://apps.apple.com/kr/app/puzzle-forge/id123456789" } },
    });
    const otherParams = { organizationId, appId: other.id };
    const otherBase = `/api/core/organization/${organizationId}/apps/${other.id}/attribution`;
    const setUp = (at: string, appParams: typeof params, platform: string, partnerAppId: string) =>
      callRoute(PUT_SETTING, "PUT", `${at}/settings/${platform}`, {
        params: { ...appParams, platform },
        apiKey,
        body: { partner: "APPSFLYER", partnerAppId },
      });
    expect((await setUp(base, params, "APP_PLATFORM_ANDROID", "com.example.game")).status).toBe(200);
    expect((await setUp(otherBase, otherParams, "APP_PLATFORM_IOS", "id123456789")).status).toBe(200);
    const made = await callRoute(POST, "POST", `${base}/tokens`, { params, apiKey, body: {} });
    expect(Object.keys(made.json.postbackUrls)).toEqual(["APP_PLATFORM_ANDROID"]);
    const rotated = await callRoute(ROTATE, "POST", `${base}/tokens/${made.json.key._id}/rotate`, {
      params: { ...params, tokenId: made.json.key._id },
      apiKey,
      body: { overlapHours: 0 },
    });
    expect(Object.keys(rotated.json.postbackUrls)).toEqual(["APP_PLATFORM_ANDROID"]);
    const theirs = await callRoute(POST, "POST", `${otherBase}/tokens`, { params: otherParams, apiKey, body: {} });
    expect(Object.keys(theirs.json.postbackUrls)).toEqual(["APP_PLATFORM_IOS"]);
  });

  it("an unknown app id is 404 to make a token, an unknown token id 404 to rotate, revoke and limit", async () => {
    const { apiKey, base, params, token } = await fixture();
    const appId = newObjectId();
    const unknownApp = await callRoute(POST, "POST", `${base.replace(params.appId, appId)}/tokens`, {
      params: { ...params, appId },
      apiKey,
      body: {},
    });
    const unknown = token(newObjectId());
    const answers = [
      unknownApp,
      await callRoute(ROTATE, "POST", `${unknown.url}/rotate`, { params: unknown.params, apiKey, body: { overlapHours: 0 } }),
      await callRoute(REVOKE, "DELETE", unknown.url, { params: unknown.params, apiKey }),
      await callRoute(POLICY, "PUT", `${unknown.url}/policy`, { params: unknown.params, apiKey, body: { ipWhitelist: [] } }),
    ];
    expect(answers.map((res) => [res.status, res.json.statusCode])).toEqual([
      [404, 404],
      [404, 404],
      [404, 404],
      [404, 404],
    ]);
  });

  it("another organization's app is 404 to list, not an empty list", async () => {
    const { apiKey, organizationId } = await fixture();
    const stranger = await createOwner({ name: "Other Org" });
    const theirs = await registerApp(stranger.organization.id);
    const res = await callRoute(GET, "GET", `/api/core/organization/${organizationId}/apps/${theirs.id}/attribution/tokens`, {
      params: { organizationId, appId: theirs.id },
      apiKey,
    });
    expect([res.status, res.json.statusCode]).toEqual([404, 404]);
  });

  it("app:read lists, app:update changes; a key scoped to one app reaches that app's tokens only", async () => {
    const { apiKey, base, params, organizationId, app } = await fixture();
    const other = await registerApp(organizationId, { name: "Other" });
    const made = await callRoute(POST, "POST", `${base}/tokens`, { params, apiKey, body: {} });
    const reader = await addMemberWithRole(
      organizationId,
      (await createCustomRole(organizationId, [`app:read@organization/${organizationId}`])).id,
    );
    expect((await callRoute(GET, "GET", `${base}/tokens`, { params, apiKey: reader.apiKey })).status).toBe(200);
    const create = await callRoute(POST, "POST", `${base}/tokens`, { params, apiKey: reader.apiKey, body: {} });
    expect(create.json).toMatchObject({ statusCode: 403, reason: "PERMISSION_DENIED" });
    const tokenId = made.json.key._id;
    const revoke = await callRoute(REVOKE, "DELETE", `${base}/tokens/${tokenId}`, {
      params: { ...params, tokenId },
      apiKey: reader.apiKey,
    });
    expect(revoke.json).toMatchObject({ statusCode: 403, reason: "PERMISSION_DENIED" });
    const rotate = await callRoute(ROTATE, "POST", `${base}/tokens/${tokenId}/rotate`, {
      params: { ...params, tokenId },
      apiKey: reader.apiKey,
      body: { overlapHours: 0 },
    });
    expect(rotate.status).toBe(403);
    expect(await works(made.json.token)).toBe(true);
    expect(await prisma.postbackToken.count({ where: { appId: app.id } })).toBe(1);

    const scoped = await addMemberWithRole(
      organizationId,
      (await createCustomRole(organizationId, [`app:update@organization/${organizationId}/app/${app.id}`])).id,
    );
    expect((await callRoute(POST, "POST", `${base}/tokens`, { params, apiKey: scoped.apiKey, body: {} })).status).toBe(201);
    const otherParams = { organizationId, appId: other.id };
    const elsewhere = await callRoute(POST, "POST", `/api/core/organization/${organizationId}/apps/${other.id}/attribution/tokens`, {
      params: otherParams,
      apiKey: scoped.apiKey,
      body: {},
    });
    expect(elsewhere.json).toMatchObject({ statusCode: 403, reason: "PERMISSION_DENIED" });
    expect(await prisma.postbackToken.count({ where: { appId: other.id } })).toBe(0);
  });
});
