// What may be done to a stored key in each state of its life, for every kind kept in its own row (a service
// account's key, an integration key, an app's postback token) × state (active, retiring inside its overlap,
// retiring after it, revoked) × change (rotate, revoke, replace its policy). A rotation needs a key nobody replaced
// yet; a revocation also takes a key still inside its overlap; what a policy change takes differs by kind. Refusals
// are 409 and change nothing. Each case uses a fresh key of a shared owner.
import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { callRoute } from "@/lib/test/call-route";
import { createOwner, createReviewer, registerApp } from "@/lib/test/fixtures";
import { POST as createAccount } from "@/app/api/core/organization/[organizationId]/service-accounts/route";
import { POST as createAccountKey } from "@/app/api/core/organization/[organizationId]/service-accounts/[serviceAccountId]/keys/route";
import { POST as rotateAccountKey } from "@/app/api/core/organization/[organizationId]/service-accounts/[serviceAccountId]/keys/[keyId]/rotate/route";
import { DELETE as revokeAccountKey } from "@/app/api/core/organization/[organizationId]/service-accounts/[serviceAccountId]/keys/[keyId]/route";
import { PUT as accountKeyPolicy } from "@/app/api/core/organization/[organizationId]/service-accounts/[serviceAccountId]/keys/[keyId]/policy/route";
import { POST as createIntegrationKey } from "@/app/api/core/review/integration-keys/route";
import { POST as rotateIntegrationKey } from "@/app/api/core/review/integration-keys/[keyId]/rotate/route";
import { DELETE as revokeIntegrationKey } from "@/app/api/core/review/integration-keys/[keyId]/route";
import { PUT as integrationKeyPolicy } from "@/app/api/core/review/integration-keys/[keyId]/policy/route";
import { POST as createToken } from "@/app/api/core/organization/[organizationId]/apps/[appId]/attribution/tokens/route";
import { POST as rotateToken } from "@/app/api/core/organization/[organizationId]/apps/[appId]/attribution/tokens/[tokenId]/rotate/route";
import { DELETE as revokeToken } from "@/app/api/core/organization/[organizationId]/apps/[appId]/attribution/tokens/[tokenId]/route";
import { PUT as tokenPolicy } from "@/app/api/core/organization/[organizationId]/apps/[appId]/attribution/tokens/[tokenId]/policy/route";

type Kind = "serviceAccount" | "integration" | "postback";
type State = "active" | "retiring, inside its overlap" | "retiring, after its overlap" | "revoked";
type Change = "rotate" | "revoke" | "policy";
type Answer = { status: number; json: Record<string, unknown> & { previous?: { retiresAt: string } }; text: string };

/** The three changes of one key, through its kind's routes. */
type KeyRoutes = Record<Change, () => Promise<Answer>> & { keyId: string; table: "serviceAccountKey" | "integrationKey" | "postbackToken" };

const INACTIVE: Record<Kind, string> = {
  serviceAccount: "SERVICE_ACCOUNT_KEY_INACTIVE",
  integration: "INTEGRATION_KEY_INACTIVE",
  postback: "POSTBACK_TOKEN_INACTIVE",
};

let owner: Awaited<ReturnType<typeof createOwner>>;
let reviewer: Awaited<ReturnType<typeof createReviewer>>;
let serviceAccountId: string;
let appId: string;

beforeAll(async () => {
  owner = await createOwner();
  reviewer = await createReviewer();
  const organizationId = owner.organization.id;
  const viewer = await prisma.role.findFirstOrThrow({ where: { organizationId, systemKey: "viewer" } });
  const account = await callRoute(createAccount, "POST", `/api/core/organization/${organizationId}/service-accounts`, {
    params: { organizationId },
    apiKey: owner.apiKey,
    body: { name: "Key states", roleId: viewer.id },
  });
  serviceAccountId = account.json._id as string;
  appId = (await registerApp(organizationId)).id;
});

/** A fresh key of `kind` and the routes that change it. */
async function freshKey(kind: Kind): Promise<KeyRoutes> {
  const organizationId = owner.organization.id;
  const apiKey = kind === "integration" ? reviewer.apiKey : owner.apiKey;
  if (kind === "serviceAccount") {
    const keys = `/api/core/organization/${organizationId}/service-accounts/${serviceAccountId}/keys`;
    const created = await callRoute(createAccountKey, "POST", keys, { params: { organizationId, serviceAccountId }, apiKey, body: {} });
    expect(created.status, created.text).toBe(201);
    const keyId = created.json.key._id as string;
    const params = { organizationId, serviceAccountId, keyId };
    return {
      keyId,
      table: "serviceAccountKey",
      rotate: () => callRoute(rotateAccountKey, "POST", `${keys}/${keyId}/rotate`, { params, apiKey, body: { overlapHours: 1 } }),
      revoke: () => callRoute(revokeAccountKey, "DELETE", `${keys}/${keyId}`, { params, apiKey }),
      policy: () => callRoute(accountKeyPolicy, "PUT", `${keys}/${keyId}/policy`, { params, apiKey, body: { ipWhitelist: [] } }),
    };
  }
  if (kind === "integration") {
    const keys = "/api/core/review/integration-keys";
    const created = await callRoute(createIntegrationKey, "POST", keys, { apiKey, body: { name: "Key states" } });
    expect(created.status, created.text).toBe(201);
    const keyId = created.json.key._id as string;
    return {
      keyId,
      table: "integrationKey",
      rotate: () =>
        callRoute(rotateIntegrationKey, "POST", `${keys}/${keyId}/rotate`, { params: { keyId }, apiKey, body: { overlapHours: 1 } }),
      revoke: () => callRoute(revokeIntegrationKey, "DELETE", `${keys}/${keyId}`, { params: { keyId }, apiKey }),
      policy: () =>
        callRoute(integrationKeyPolicy, "PUT", `${keys}/${keyId}/policy`, { params: { keyId }, apiKey, body: { ipWhitelist: [] } }),
    };
  }
  const tokens = `/api/core/organization/${organizationId}/apps/${appId}/attribution/tokens`;
  const created = await callRoute(createToken, "POST", tokens, { params: { organizationId, appId }, apiKey, body: {} });
  expect(created.status, created.text).toBe(201);
  const tokenId = created.json.key._id as string;
  const params = { organizationId, appId, tokenId };
  return {
    keyId: tokenId,
    table: "postbackToken",
    rotate: () => callRoute(rotateToken, "POST", `${tokens}/${tokenId}/rotate`, { params, apiKey, body: { overlapHours: 1 } }),
    revoke: () => callRoute(revokeToken, "DELETE", `${tokens}/${tokenId}`, { params, apiKey }),
    policy: () => callRoute(tokenPolicy, "PUT", `${tokens}/${tokenId}/policy`, { params, apiKey, body: { ipWhitelist: [] } }),
  };
}

async function keyIn(kind: Kind, state: State): Promise<KeyRoutes> {
  const key = await freshKey(kind);
  if (state.startsWith("retiring")) {
    const rotated = await key.rotate();
    expect(rotated.status, rotated.text).toBe(200);
    expect(Date.parse(rotated.json.previous!.retiresAt) - Date.now()).toBeGreaterThan(59 * 60_000);
  }
  const table = prisma[key.table] as unknown as { update: (args: { where: { id: string }; data: object }) => Promise<unknown> };
  if (state === "retiring, after its overlap")
    await table.update({ where: { id: key.keyId }, data: { retiresAt: new Date(Date.now() - 1_000) } });
  if (state === "revoked") expect((await key.revoke()).status).toBe(200);
  return key;
}

/** 200 where the change is taken, 409 where the key's state refuses it. */
const TAKEN: Record<Kind, Record<State, Record<Change, 200 | 409>>> = {
  serviceAccount: {
    active: { rotate: 200, revoke: 200, policy: 200 },
    "retiring, inside its overlap": { rotate: 409, revoke: 200, policy: 409 },
    "retiring, after its overlap": { rotate: 409, revoke: 409, policy: 409 },
    revoked: { rotate: 409, revoke: 409, policy: 409 },
  },
  integration: {
    active: { rotate: 200, revoke: 200, policy: 200 },
    "retiring, inside its overlap": { rotate: 409, revoke: 200, policy: 409 },
    // A key past its overlap no longer works; revoking it as well is let through (it changes nothing it can do).
    "retiring, after its overlap": { rotate: 409, revoke: 200, policy: 409 },
    revoked: { rotate: 409, revoke: 409, policy: 409 },
  },
  postback: {
    active: { rotate: 200, revoke: 200, policy: 200 },
    // A retiring token's address list can still be changed while the partner switches over.
    "retiring, inside its overlap": { rotate: 409, revoke: 200, policy: 200 },
    "retiring, after its overlap": { rotate: 409, revoke: 409, policy: 409 },
    revoked: { rotate: 409, revoke: 409, policy: 409 },
  },
};

const CASES = (Object.keys(TAKEN) as Kind[]).flatMap((kind) =>
  (Object.keys(TAKEN[kind]) as State[]).flatMap((state) =>
    (Object.keys(TAKEN[kind][state]) as Change[]).map((change) => ({ kind, state, change, status: TAKEN[kind][state][change] })),
  ),
);

describe("key kind × state of life × change", () => {
  it.each(CASES)("$kind key, $state: $change is $status", async ({ kind, state, change, status }) => {
    const key = await keyIn(kind, state);
    const before = await (prisma[key.table] as unknown as { findUniqueOrThrow: (args: object) => Promise<object> }).findUniqueOrThrow({
      where: { id: key.keyId },
    });
    const answer = await key[change]();
    expect(answer.status, answer.text).toBe(status);
    if (status === 409) {
      expect(answer.json.reason).toBe(INACTIVE[kind]);
      const after = await (prisma[key.table] as unknown as { findUniqueOrThrow: (args: object) => Promise<object> }).findUniqueOrThrow({
        where: { id: key.keyId },
      });
      expect(after).toEqual(before);
    }
  });
});
