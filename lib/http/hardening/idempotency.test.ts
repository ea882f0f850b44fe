// Idempotency-Key on POST (Stripe's model), with the route that needs it most: a balance charge.
import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { callRoute, ORIGIN } from "@/lib/test/call-route";
import { addMember, createOwner, sessionCookie, uniqueEmail } from "@/lib/test/fixtures";
import { POST as charge } from "@/app/api/core/organization/[organizationId]/balance/charge/route";
import { POST as createRole } from "@/app/api/core/organization/[organizationId]/roles/route";
import { POST as createOrganization } from "@/app/api/core/organizations/route";
import { POST as rotateKey } from "@/app/api/core/organization/[organizationId]/members/[userId]/api-key/rotate/route";
import { POST as addByEmail } from "@/app/api/core/organization/[organizationId]/members/by-email/route";
import { POST as reissueInvitation } from "@/app/api/core/organization/[organizationId]/members/[userId]/invitation/route";

const chargePath = (id: string) => `/api/core/organization/${id}/balance/charge`;
const body = { type: "CHARGE_TYPE_PAID", amount: 500, description: "Bank transfer" };

async function setup() {
  const { organization } = await createOwner();
  const reviewer = await createOwner({ reviewer: true });
  const send = (key: string | null, payload: unknown = body, apiKey = reviewer.apiKey) =>
    callRoute(charge, "POST", chargePath(organization.id), {
      params: { organizationId: organization.id },
      apiKey,
      body: payload,
      headers: key === null ? {} : { "idempotency-key": key },
    });
  const rows = () => prisma.ledgerEntry.count({ where: { organizationId: organization.id } });
  return { organization, reviewer, send, rows };
}

describe("Idempotency-Key", () => {
  it("the same key and body twice writes one row and replays the first answer with Idempotent-Replayed: true", async () => {
    const { send, rows } = await setup();
    const first = await send("charge-1");
    const second = await send("charge-1");
    expect(first.status).toBe(200);
    expect(first.headers.get("idempotent-replayed")).toBeNull();
    expect(second.status).toBe(200);
    expect(second.headers.get("idempotent-replayed")).toBe("true");
    expect(second.json).toEqual(first.json);
    expect(await rows()).toBe(1);
  });

  it("the same key with another body → 409 IDEMPOTENCY_KEY_REUSED, nothing written", async () => {
    const { send, rows } = await setup();
    await send("charge-2");
    const res = await send("charge-2", { ...body, amount: 501 });
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({ statusCode: 409, code: "Conflict", reason: "IDEMPOTENCY_KEY_REUSED" });
    expect(await rows()).toBe(1);
  });

  it("keys are per caller: another caller's same key is a new request", async () => {
    const { send, rows } = await setup();
    const other = await createOwner({ reviewer: true });
    await send("shared");
    const res = await send("shared", body, other.apiKey);
    expect(res.headers.get("idempotent-replayed")).toBeNull();
    expect(await rows()).toBe(2);
  });

  it("without the header every request is new", async () => {
    const { send, rows } = await setup();
    await send(null);
    await send(null);
    expect(await rows()).toBe(2);
  });

  it("a refused request stores no key: the corrected retry runs", async () => {
    const { send, rows } = await setup();
    const refused = await send("charge-3", { ...body, amount: -1 });
    expect(refused.status).toBe(400);
    expect(await prisma.idempotencyKey.count({ where: { key: "charge-3" } })).toBe(0);
    expect((await send("charge-3")).status).toBe(200);
    expect(await rows()).toBe(1);
  });

  it("concurrent duplicates write one row; the others wait or get 409 IDEMPOTENCY_IN_PROGRESS", async () => {
    const { send, rows } = await setup();
    const answers = await Promise.all(Array.from({ length: 8 }, () => send("burst")));
    for (const res of answers) {
      if (res.status === 409) expect(res.json.reason).toBe("IDEMPOTENCY_IN_PROGRESS");
      else expect(res.status).toBe(200);
    }
    expect(answers.filter((r) => r.status === 200 && r.headers.get("idempotent-replayed") === null)).toHaveLength(1);
    expect(await rows()).toBe(1);
  });

  it("the key is stored with the effect: a key row exists for each committed charge", async () => {
    const { send } = await setup();
    const res = await send("charge-4");
    const row = await prisma.idempotencyKey.findFirstOrThrow({ where: { key: "charge-4" } });
    expect(row.status).toBe(200);
    expect(JSON.parse(row.responseBody)).toEqual(res.json);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeGreaterThanOrEqual(24 * 3600 * 1000 - 1000);
  });

  it("crash safety: when storing the key fails after the charge ran, the charge is rolled back with it", async () => {
    const { send, rows } = await setup();
    // The key's insert fails (as a crash between the effect and the key would leave it): nothing may commit.
    await prisma.$executeRawUnsafe(`
      CREATE OR REPLACE FUNCTION fail_crash_key() RETURNS trigger AS $$
      BEGIN
        IF NEW.key = 'crash' THEN RAISE EXCEPTION 'simulated crash before the key is stored'; END IF;
        RETURN NEW;
      END $$ LANGUAGE plpgsql`);
    await prisma.$executeRawUnsafe(
      `CREATE TRIGGER fail_crash_key BEFORE INSERT ON "IdempotencyKey" FOR EACH ROW EXECUTE FUNCTION fail_crash_key()`,
    );
    try {
      const crashed = await send("crash");
      expect(crashed.status).toBe(500);
      expect(await rows()).toBe(0);
      expect(await prisma.auditEntry.count({ where: { action: "balance:charge", requestId: crashed.headers.get("x-request-id") } })).toBe(
        0,
      );
    } finally {
      await prisma.$executeRawUnsafe(`DROP TRIGGER fail_crash_key ON "IdempotencyKey"`);
      await prisma.$executeRawUnsafe(`DROP FUNCTION fail_crash_key()`);
    }
    // The client's retry with the same key runs once, as the first time never happened.
    const retried = await send("crash");
    expect(retried.status).toBe(200);
    expect(retried.headers.get("idempotent-replayed")).toBeNull();
    expect(await send("crash")).toMatchObject({ status: 200 });
    expect(await rows()).toBe(1);
  });

  it("an expired key is a new request", async () => {
    const { send, rows } = await setup();
    await send("old");
    await prisma.idempotencyKey.updateMany({ where: { key: "old" }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await send("old")).headers.get("idempotent-replayed")).toBeNull();
    expect(await rows()).toBe(2);
  });

  it.each([
    ["empty", ""],
    ["too long", "k".repeat(256)],
    ["with a space", "a b"],
  ])("a %s key → 400 VALIDATION_FAILED", async (_label, key) => {
    const { send, rows } = await setup();
    const res = await send(key);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ reason: "VALIDATION_FAILED", details: [{ path: "Idempotency-Key" }] });
    expect(await rows()).toBe(0);
  });

  it("every POST honours it: roles and organizations", async () => {
    const { organization, apiKey, user } = await createOwner();
    const params = { organizationId: organization.id };
    const headers = { "idempotency-key": "role-1" };
    const role = { name: "Ops", statements: [`app:read@organization/${organization.id}`] };
    const a = await callRoute(createRole, "POST", `/api/core/organization/${organization.id}/roles`, {
      params,
      apiKey,
      body: role,
      headers,
    });
    const b = await callRoute(createRole, "POST", `/api/core/organization/${organization.id}/roles`, {
      params,
      apiKey,
      body: role,
      headers,
    });
    expect(a.status).toBe(200);
    expect(b.headers.get("idempotent-replayed")).toBe("true");
    expect(b.json._id).toBe(a.json._id);
    // Creating an organization is the person's own act: their console session, not a key.
    const cookie = await sessionCookie(user.id);
    const o1 = await callRoute(createOrganization, "POST", "/api/core/organizations", {
      cookie,
      body: { name: "Twin" },
      headers: { "idempotency-key": "org", origin: ORIGIN },
    });
    const o2 = await callRoute(createOrganization, "POST", "/api/core/organizations", {
      cookie,
      body: { name: "Twin" },
      headers: { "idempotency-key": "org", origin: ORIGIN },
    });
    expect(o2.json._id).toBe(o1.json._id);
  });
});

describe("Idempotency-Key on routes whose answer holds a secret: the secret is never stored, the replay is redacted", () => {
  const orgPath = (id: string) => `/api/core/organization/${id}`;

  /** Every stored answer, as text: the secret must appear in none of them. */
  async function storedAnswers(): Promise<string> {
    const rows = await prisma.idempotencyKey.findMany();
    return rows.map((row) => `${row.responseBody}\n${JSON.stringify(row.responseHeaders)}`).join("\n");
  }

  it.each([
    // With a session: a key rotating itself is revoked by the rotation, so its retry is 401 whatever is stored.
    ["their own key (console session)", "self"],
    ["another member's key (Owner's API key)", "other"],
  ])("rotating %s: no key material in the idempotency table; the replay names apiKey as redacted; one rotation", async (_label, whose) => {
    const { organization, apiKey, user } = await createOwner();
    const member = await addMember(organization.id, "viewer");
    const userId = whose === "self" ? user.id : member.user.id;
    const credentials: { cookie?: string; apiKey?: string; headers: Record<string, string> } =
      whose === "self" ? { cookie: await sessionCookie(user.id), headers: { origin: ORIGIN } } : { apiKey, headers: {} };
    const rotate = () =>
      callRoute(rotateKey, "POST", `${orgPath(organization.id)}/members/${userId}/api-key/rotate`, {
        params: { organizationId: organization.id, userId },
        ...credentials,
        headers: { ...credentials.headers, "idempotency-key": `rotate-${whose}` },
      });
    const first = await rotate();
    expect(first.status).toBe(200);
    expect(first.json.apiKey).toMatch(/^oak_[0-9A-Za-z]{40}$/);

    const row = await prisma.idempotencyKey.findFirstOrThrow({ where: { key: `rotate-${whose}` } });
    expect(JSON.parse(row.responseBody)).toEqual({ providerId: first.json.providerId, redacted: ["apiKey"] });
    const stored = await storedAnswers();
    expect(stored).not.toContain(first.json.apiKey);
    expect(stored).not.toContain(first.json.apiKey.slice(4));

    const replay = await rotate();
    expect(replay.status).toBe(200);
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(replay.json).toEqual({ providerId: first.json.providerId, redacted: ["apiKey"] });
    // The replay rotated nothing: the key of the first answer is the one that works.
    const live = await prisma.apiKey.findMany({ where: { userId, organizationId: organization.id, revokedAt: null } });
    expect(live.map((k) => k.id)).toEqual([first.json.providerId]);
  });

  it("adding a member by e-mail without a mail server: the invitation link (its token) is not stored; the replay redacts it", async () => {
    const { organization, apiKey } = await createOwner();
    const viewer = await prisma.role.findFirstOrThrow({ where: { organizationId: organization.id, systemKey: "viewer" } });
    const email = uniqueEmail("invited");
    const send = () =>
      callRoute(addByEmail, "POST", `${orgPath(organization.id)}/members/by-email`, {
        params: { organizationId: organization.id },
        apiKey,
        body: { email, roleId: viewer.id },
        headers: { "idempotency-key": "invite-1" },
      });
    const first = await send();
    expect(first.status).toBe(200);
    const token = /\/invitations\/([^/?#]+)$/.exec(first.json.inviteUrl)![1];
    expect(await storedAnswers()).not.toContain(token);
    const replay = await send();
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(replay.json.inviteUrl).toBeUndefined();
    expect(replay.json).toMatchObject({ _id: first.json._id, email, redacted: ["inviteUrl"] });
  });

  it("reissuing an invitation link: the link is not stored; the replay redacts it", async () => {
    const { organization, apiKey } = await createOwner();
    const viewer = await prisma.role.findFirstOrThrow({ where: { organizationId: organization.id, systemKey: "viewer" } });
    const added = await callRoute(addByEmail, "POST", `${orgPath(organization.id)}/members/by-email`, {
      params: { organizationId: organization.id },
      apiKey,
      body: { email: uniqueEmail("pending"), roleId: viewer.id },
    });
    const userId = added.json._id;
    const reissue = () =>
      callRoute(reissueInvitation, "POST", `${orgPath(organization.id)}/members/${userId}/invitation`, {
        params: { organizationId: organization.id, userId },
        apiKey,
        body: { send: false },
        headers: { "idempotency-key": "reissue-1" },
      });
    const first = await reissue();
    expect(first.status).toBe(200);
    const token = /\/invitations\/([^/?#]+)$/.exec(first.json.inviteUrl)![1];
    expect(await storedAnswers()).not.toContain(token);
    const replay = await reissue();
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(replay.json).toEqual({ expiresAt: first.json.expiresAt, emailed: false, redacted: ["inviteUrl"] });
  });

  it("an answer without secrets is replayed whole (a role)", async () => {
    const { organization, apiKey } = await createOwner();
    const create = () =>
      callRoute(createRole, "POST", `${orgPath(organization.id)}/roles`, {
        params: { organizationId: organization.id },
        apiKey,
        body: { name: "Plain", statements: [`app:read@organization/${organization.id}`] },
        headers: { "idempotency-key": "role-plain" },
      });
    const first = await create();
    const replay = await create();
    expect(replay.json).toEqual(first.json);
    expect(replay.json.redacted).toBeUndefined();
  });
});
