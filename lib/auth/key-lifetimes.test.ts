// Every key kind × every state of its life × a route it may reach and one it may not, in one process on either
// database. A live key reaches what its kind reaches and is refused (403) elsewhere; a key past its life is
// refused everywhere (401), whatever it would have reached: a rotated-out key after its overlap, a revoked one, an
// expired one. An app's postback token (it has no expiry) is only ever a postback URL's secret: the receiver takes
// it while it lives and refuses it (403 POSTBACK_TOKEN_INVALID) after, and the API never knows it as a key (401).
// Each case uses a fresh key, so no answer comes from a cache of an earlier state.
import { describe, expect, it, vi } from "vitest";
import { authCache } from "@/lib/auth/auth-change-listener";
import { prisma } from "@/lib/db/client";
import { callRoute } from "@/lib/test/call-route";
import { createOwner, createReviewer } from "@/lib/test/fixtures";
import { GET as getOrganization } from "@/app/api/core/organization/[organizationId]/route";
import { GET as servingAds } from "@/app/api/core/serving/ads/route";
import { POST as createAccount } from "@/app/api/core/organization/[organizationId]/service-accounts/route";
import { POST as rotateAccountKey } from "@/app/api/core/organization/[organizationId]/service-accounts/[serviceAccountId]/keys/[keyId]/rotate/route";
import { POST as createIntegrationKey } from "@/app/api/core/review/integration-keys/route";
import { POST as rotateIntegrationKey } from "@/app/api/core/review/integration-keys/[keyId]/rotate/route";
import { DELETE as revokeIntegrationKey } from "@/app/api/core/review/integration-keys/[keyId]/route";
import { DELETE as revokeAccountKey } from "@/app/api/core/organization/[organizationId]/service-accounts/[serviceAccountId]/keys/[keyId]/route";
import { POST as rotatePostbackToken } from "@/app/api/core/organization/[organizationId]/apps/[appId]/attribution/tokens/[tokenId]/rotate/route";
import { DELETE as revokePostbackToken } from "@/app/api/core/organization/[organizationId]/apps/[appId]/attribution/tokens/[tokenId]/route";
import { attributedApp, sendPostback } from "@/lib/test/postbacks";

type Kind = "member" | "serviceAccount" | "integration";
type State = "active" | "retiring, inside its overlap" | "retiring, after its overlap" | "revoked" | "expired";
type Case = { kind: Kind; state: State; live: boolean };

const past = () => new Date(Date.now() - 1_000);

/** A key of `kind` put in `state`, and the organization it belongs to (the reviewer's for an integration key). */
async function keyIn(kind: Kind, state: State): Promise<{ apiKey: string; organizationId: string }> {
  const owner = await createOwner();
  const organizationId = owner.organization.id;
  if (kind === "member") {
    if (state === "revoked") await prisma.apiKey.updateMany({ where: { membershipId: owner.membership.id }, data: { revokedAt: past() } });
    if (state === "expired") await prisma.membership.update({ where: { id: owner.membership.id }, data: { keyExpiresAt: past() } });
    return { apiKey: owner.apiKey, organizationId };
  }
  let apiKey: string;
  let keyId: string;
  let rotate: () => Promise<{ status: number }>;
  let table: { update: (args: { where: { id: string }; data: Record<string, Date> }) => Promise<unknown> };
  if (kind === "serviceAccount") {
    const viewer = await prisma.role.findFirstOrThrow({ where: { organizationId, systemKey: "viewer" } });
    const created = await callRoute(createAccount, "POST", `/api/core/organization/${organizationId}/service-accounts`, {
      params: { organizationId },
      apiKey: owner.apiKey,
      body: { name: "Lifetimes", roleId: viewer.id },
    });
    expect(created.status).toBe(201);
    const serviceAccountId = created.json._id as string;
    apiKey = created.json.apiKey as string;
    keyId = created.json.keys[0]._id as string;
    const path = `/api/core/organization/${organizationId}/service-accounts/${serviceAccountId}/keys/${keyId}/rotate`;
    rotate = () =>
      callRoute(rotateAccountKey, "POST", path, {
        params: { organizationId, serviceAccountId, keyId },
        apiKey: owner.apiKey,
        body: { overlapHours: 1 },
      });
    table = prisma.serviceAccountKey as unknown as typeof table; // the same columns on both key tables
  } else {
    const reviewer = await createReviewer();
    const created = await callRoute(createIntegrationKey, "POST", "/api/core/review/integration-keys", {
      apiKey: reviewer.apiKey,
      body: { name: "Lifetimes" },
    });
    expect(created.status).toBe(201);
    apiKey = created.json.apiKey as string;
    keyId = created.json.key._id as string;
    const path = `/api/core/review/integration-keys/${keyId}/rotate`;
    rotate = () => callRoute(rotateIntegrationKey, "POST", path, { params: { keyId }, apiKey: reviewer.apiKey, body: { overlapHours: 1 } });
    table = prisma.integrationKey as unknown as typeof table;
  }
  if (state.startsWith("retiring")) expect((await rotate()).status).toBeLessThan(300);
  if (state === "retiring, after its overlap") await table.update({ where: { id: keyId }, data: { retiresAt: past() } });
  if (state === "revoked") await table.update({ where: { id: keyId }, data: { revokedAt: past() } });
  if (state === "expired") await table.update({ where: { id: keyId }, data: { expiresAt: past() } });
  return { apiKey, organizationId };
}

const CASES: Case[] = [
  { kind: "member", state: "active", live: true },
  { kind: "member", state: "revoked", live: false },
  { kind: "member", state: "expired", live: false },
  ...(["serviceAccount", "integration"] as const).flatMap((kind) => [
    { kind, state: "active" as const, live: true },
    { kind, state: "retiring, inside its overlap" as const, live: true },
    { kind, state: "retiring, after its overlap" as const, live: false },
    { kind, state: "revoked" as const, live: false },
    { kind, state: "expired" as const, live: false },
  ]),
];

/** What each kind of live key reaches: its organization's API (members, service accounts) or the serving feed. */
const REACHES: Record<Kind, "organization" | "serving"> = {
  member: "organization",
  serviceAccount: "organization",
  integration: "serving",
};

describe("key kind × state of life × route", () => {
  it.each(CASES)("$kind key, $state", async ({ kind, state, live }) => {
    const { apiKey, organizationId } = await keyIn(kind, state);
    const organization = await callRoute(getOrganization, "GET", `/api/core/organization/${organizationId}`, {
      params: { organizationId },
      apiKey,
    });
    const serving = await callRoute(servingAds, "GET", "/api/core/serving/ads", { apiKey });
    const reached = REACHES[kind] === "organization" ? organization : serving;
    const other = REACHES[kind] === "organization" ? serving : organization;
    if (live) {
      expect(reached.status, reached.text).toBe(200);
      expect(other.status, other.text).toBe(403);
    } else {
      for (const answer of [reached, other]) {
        expect(answer.status, answer.text).toBe(401);
        // an expired key is told so; one revoked or retired is unknown
        expect((answer.json as { reason: string }).reason).toBe(state === "expired" ? "API_KEY_EXPIRED" : "INVALID_API_KEY");
      }
    }
  });
});

// The single-process twin of the two-instance test (service-account-keys-instances.test.ts, PostgreSQL only): a key
// answered from this process's cache keeps working through its rotation's overlap and is refused the moment it is
// revoked, on the embedded database too.
describe("a cached key revoked during its overlap", () => {
  it("service-account key: accepted before and during the overlap, refused at once when revoked; the new one works", async () => {
    const owner = await createOwner();
    const organizationId = owner.organization.id;
    const viewer = await prisma.role.findFirstOrThrow({ where: { organizationId, systemKey: "viewer" } });
    const created = await callRoute(createAccount, "POST", `/api/core/organization/${organizationId}/service-accounts`, {
      params: { organizationId },
      apiKey: owner.apiKey,
      body: { name: "Cached", roleId: viewer.id },
    });
    const serviceAccountId = created.json._id as string;
    const oldKey = created.json.apiKey as string;
    const keyId = created.json.keys[0]._id as string;
    const read = (apiKey: string) =>
      callRoute(getOrganization, "GET", `/api/core/organization/${organizationId}`, { params: { organizationId }, apiKey });
    expect((await read(oldKey)).status).toBe(200);
    const keyPath = `/api/core/organization/${organizationId}/service-accounts/${serviceAccountId}/keys/${keyId}`;
    const rotated = await callRoute(rotateAccountKey, "POST", `${keyPath}/rotate`, {
      params: { organizationId, serviceAccountId, keyId },
      apiKey: owner.apiKey,
      body: { overlapHours: 1 },
    });
    expect(rotated.status).toBe(200);
    expect((await read(oldKey)).status).toBe(200);
    const revoked = await callRoute(revokeAccountKey, "DELETE", keyPath, {
      params: { organizationId, serviceAccountId, keyId },
      apiKey: owner.apiKey,
    });
    expect(revoked.status).toBe(200);
    expect((await read(oldKey)).status).toBe(401);
    expect((await read(rotated.json.apiKey as string)).status).toBe(200);
  });

  it("integration key: the same over the serving feed", async () => {
    const reviewer = await createReviewer();
    const created = await callRoute(createIntegrationKey, "POST", "/api/core/review/integration-keys", {
      apiKey: reviewer.apiKey,
      body: { name: "Cached" },
    });
    const oldKey = created.json.apiKey as string;
    const keyId = created.json.key._id as string;
    const read = (apiKey: string) => callRoute(servingAds, "GET", "/api/core/serving/ads", { apiKey });
    expect((await read(oldKey)).status).toBe(200);
    const rotated = await callRoute(rotateIntegrationKey, "POST", `/api/core/review/integration-keys/${keyId}/rotate`, {
      params: { keyId },
      apiKey: reviewer.apiKey,
      body: { overlapHours: 1 },
    });
    expect(rotated.status).toBeLessThan(300);
    expect((await read(oldKey)).status).toBe(200);
    const revoked = await callRoute(revokeIntegrationKey, "DELETE", `/api/core/review/integration-keys/${keyId}`, {
      params: { keyId },
      apiKey: reviewer.apiKey,
    });
    expect(revoked.status).toBe(200);
    expect((await read(oldKey)).status).toBe(401);
    expect((await read(rotated.json.apiKey as string)).status).toBe(200);
  });
});

type TokenState = Exclude<State, "expired">;

/** An app's postback token put in `state` through the token routes, and an install postback naming its campaign. */
async function postbackTokenIn(state: TokenState) {
  const setup = await attributedApp();
  const { organizationId, appId, tokenId } = setup;
  const path = `/api/core/organization/${organizationId}/apps/${appId}/attribution/tokens/${tokenId}`;
  const params = { organizationId, appId, tokenId };
  if (state.startsWith("retiring")) {
    const rotated = await callRoute(rotatePostbackToken, "POST", `${path}/rotate`, {
      params,
      apiKey: setup.owner.apiKey,
      body: { overlapHours: 1 },
    });
    expect(rotated.status, rotated.text).toBe(200);
  }
  if (state === "retiring, after its overlap") await prisma.postbackToken.update({ where: { id: tokenId }, data: { retiresAt: past() } });
  if (state === "revoked") {
    expect((await callRoute(revokePostbackToken, "DELETE", path, { params, apiKey: setup.owner.apiKey })).status).toBe(200);
  }
  const install = {
    clickid: "clk-lifetimes",
    af_c_id: setup.campaign.id,
    af_adset_id: setup.ads[0].id,
    af_ad_id: setup.creatives[0].id,
    app_id: "com.example.game",
    install_time: String(Math.floor(Date.now() / 1000) - 3_600),
  };
  return { setup, install };
}

describe("postback token × state of life × route", () => {
  it.each([
    { state: "active" as const, live: true },
    { state: "retiring, inside its overlap" as const, live: true },
    { state: "retiring, after its overlap" as const, live: false },
    { state: "revoked" as const, live: false },
  ])("$state", async ({ state, live }) => {
    const { setup, install } = await postbackTokenIn(state);
    const postback = await sendPostback("APPSFLYER", setup.token, { query: install });
    if (live) expect(postback.status, postback.text).toBe(200);
    else expect(postback.json, postback.text).toMatchObject({ statusCode: 403, reason: "POSTBACK_TOKEN_INVALID" });
    expect(await prisma.postback.count({ where: { appId: setup.appId } })).toBe(live ? 1 : 0);
    const organization = await callRoute(getOrganization, "GET", `/api/core/organization/${setup.organizationId}`, {
      params: { organizationId: setup.organizationId },
      apiKey: setup.token,
    });
    expect(organization.json, organization.text).toMatchObject({ statusCode: 401, reason: "INVALID_API_KEY" });
  });
});

// The key answers show when a key was last used: each kind in its own row records it, at most once a minute.
describe("a stored key's last use", () => {
  it.each(["serviceAccount", "integration"] as const)(
    "%s key: recorded on use, not rewritten within a minute, moved on after",
    async (kind) => {
      const { apiKey, organizationId } = await keyIn(kind, "active");
      const table = (kind === "serviceAccount" ? prisma.serviceAccountKey : prisma.integrationKey) as unknown as {
        findFirstOrThrow: (args: object) => Promise<{ id: string; lastUsedAt: Date | null }>;
        updateMany: (args: object) => Promise<unknown>;
      };
      const { id } = await table.findFirstOrThrow({ where: { prefix: apiKey.slice(0, 10) } });
      const lastUsed = async () => (await table.findFirstOrThrow({ where: { id } })).lastUsedAt;
      const use = () =>
        kind === "serviceAccount"
          ? callRoute(getOrganization, "GET", `/api/core/organization/${organizationId}`, { params: { organizationId }, apiKey })
          : callRoute(servingAds, "GET", "/api/core/serving/ads", { apiKey });
      expect(await lastUsed()).toBeNull();
      expect((await use()).status).toBe(200);
      await vi.waitFor(async () => expect(await lastUsed()).not.toBeNull());

      // Used 30 s ago (read afresh, as a new instance would): two more requests leave the time as it was.
      const recent = new Date(Date.now() - 30_000);
      await table.updateMany({ where: { id }, data: { lastUsedAt: recent } });
      authCache().clear();
      await use();
      await use();
      expect(await lastUsed()).toEqual(recent);

      // Used two minutes ago: the next request moves it forward.
      await table.updateMany({ where: { id }, data: { lastUsedAt: new Date(Date.now() - 120_000) } });
      authCache().clear();
      await use();
      await vi.waitFor(async () => expect((await lastUsed())!.getTime()).toBeGreaterThan(recent.getTime()));
    },
  );
});
