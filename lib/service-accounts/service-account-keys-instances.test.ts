// Two app instances on one PostgreSQL: this test process (A, route handlers in process) and a second process
// (lib/test/second-instance.ts, its own pool, cache and LISTEN connection). B answers /me, which is for people:
// a service account key B accepts is 403 SERVICE_ACCOUNT_NOT_ALLOWED there, one it refuses 401 INVALID_API_KEY.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDatabaseTarget, prisma } from "@/lib/db/client";
import { callRoute } from "@/lib/test/call-route";
import { createOwner } from "@/lib/test/fixtures";
import { startSecondInstance, type SecondInstance } from "@/lib/test/start-second-instance";
import { POST as createAccount } from "@/app/api/core/organization/[organizationId]/service-accounts/route";
import { DELETE as revokeKey } from "@/app/api/core/organization/[organizationId]/service-accounts/[serviceAccountId]/keys/[keyId]/route";
import { POST as rotateKey } from "@/app/api/core/organization/[organizationId]/service-accounts/[serviceAccountId]/keys/[keyId]/rotate/route";

const onPostgres = !!process.env.DATABASE_URL;
const ACCEPTED = 403;
const REFUSED = 401;

describe.skipIf(!onPostgres)("service account keys across two instances (PostgreSQL)", () => {
  let instance: SecondInstance | undefined;

  async function statusOnB(organizationId: string, apiKey: string): Promise<number> {
    const res = await fetch(`http://127.0.0.1:${instance!.port}/api/core/organization/${organizationId}/me`, {
      headers: { authorization: `Bearer ${apiKey}` },
    });
    const body = (await res.json()) as { reason?: string };
    if (res.status === ACCEPTED) expect(body.reason).toBe("SERVICE_ACCOUNT_NOT_ALLOWED");
    return res.status;
  }

  /** Refused by B within 100 ms of the change on A (a request sent after that must be refused). */
  async function refusedOnBAtOnce(organizationId: string, apiKey: string) {
    const changedAt = performance.now();
    let status = await statusOnB(organizationId, apiKey);
    while (status !== REFUSED && performance.now() - changedAt < 100) status = await statusOnB(organizationId, apiKey);
    if (status !== REFUSED) status = await statusOnB(organizationId, apiKey);
    expect(status).toBe(REFUSED);
  }

  beforeAll(async () => {
    const target = getDatabaseTarget();
    if (target.kind !== "postgres") throw new Error("expected PostgreSQL");
    instance = await startSecondInstance(target.url);
  }, 60_000);

  afterAll(() => {
    instance?.stop();
  });

  it("an overlapped rotation on A: B accepts both keys; the old one revoked on A, B refuses it at once and keeps the new", async () => {
    const { organization, apiKey: ownerKey } = await createOwner();
    const organizationId = organization.id;
    const viewer = await prisma.role.findFirstOrThrow({ where: { organizationId, systemKey: "viewer" } });
    const created = await callRoute(createAccount, "POST", `/api/core/organization/${organizationId}/service-accounts`, {
      params: { organizationId },
      apiKey: ownerKey,
      body: { name: "Two instances", roleId: viewer.id },
    });
    expect(created.status).toBe(201);
    const serviceAccountId = created.json._id as string;
    const oldKey = created.json.apiKey as string;
    const oldKeyId = created.json.keys[0]._id as string;
    // Cached on B.
    expect(await statusOnB(organizationId, oldKey)).toBe(ACCEPTED);
    expect(await statusOnB(organizationId, oldKey)).toBe(ACCEPTED);

    const keyPath = (keyId: string) => `/api/core/organization/${organizationId}/service-accounts/${serviceAccountId}/keys/${keyId}`;
    const rotated = await callRoute(rotateKey, "POST", `${keyPath(oldKeyId)}/rotate`, {
      params: { organizationId, serviceAccountId, keyId: oldKeyId },
      apiKey: ownerKey,
      body: { overlapHours: 1 },
    });
    expect(rotated.status).toBe(200);
    expect(await statusOnB(organizationId, oldKey)).toBe(ACCEPTED);
    expect(await statusOnB(organizationId, rotated.json.apiKey)).toBe(ACCEPTED);

    const revoked = await callRoute(revokeKey, "DELETE", keyPath(oldKeyId), {
      params: { organizationId, serviceAccountId, keyId: oldKeyId },
      apiKey: ownerKey,
    });
    expect(revoked.status).toBe(200);
    await refusedOnBAtOnce(organizationId, oldKey);
    expect(await statusOnB(organizationId, rotated.json.apiKey)).toBe(ACCEPTED);

    // A rotation without overlap: the replaced key is refused by B at once.
    const newKeyId = rotated.json.key._id as string;
    const again = await callRoute(rotateKey, "POST", `${keyPath(newKeyId)}/rotate`, {
      params: { organizationId, serviceAccountId, keyId: newKeyId },
      apiKey: ownerKey,
      body: {},
    });
    expect(again.status).toBe(200);
    await refusedOnBAtOnce(organizationId, rotated.json.apiKey);
    expect(await statusOnB(organizationId, again.json.apiKey)).toBe(ACCEPTED);
  }, 60_000);
});
