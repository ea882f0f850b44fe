import { randomBytes } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { prisma } from "@/lib/db/client";
import { openAccountNumber } from "@/lib/settlement/account-number-cipher";
import { parseSettlementKeys } from "@/lib/settlement/encryption-keys";
import { callRoute, ORIGIN } from "@/lib/test/call-route";
import { addMember, createOwner, sessionCookie } from "@/lib/test/fixtures";
import { GET, PATCH } from "./route";

const path = (id: string) => `/api/core/organization/${id}/account`;
const NUMBER = "110-234-567890";
const FULL = { accountOwnerName: "Pixel Forge Games Inc.", accountBankName: "KB Kookmin Bank", accountNumber: NUMBER };

async function register(organizationId: string, apiKey: string, body: Record<string, unknown> = FULL) {
  return callRoute(PATCH, "PATCH", path(organizationId), { params: { organizationId }, apiKey, body });
}
const read = (organizationId: string, apiKey: string) =>
  callRoute(GET, "GET", path(organizationId), { params: { organizationId }, apiKey });

// Every console line written while these tests run, so we can prove the number never reaches a log.
const logged: string[] = [];
beforeEach(() => {
  for (const level of ["log", "info", "warn", "error", "debug"] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      logged.push(
        args.map((a) => (a instanceof Error ? `${a.message} ${a.stack}` : typeof a === "string" ? a : JSON.stringify(a))).join(" "),
      );
    });
  }
});
afterEach(() => vi.restoreAllMocks());

describe("PATCH /account (operation 19)", () => {
  it("registers with all three fields and answers the number masked to its last four digits", async () => {
    const { organization, apiKey } = await createOwner();
    const res = await register(organization.id, apiKey);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      accountOwnerName: FULL.accountOwnerName,
      accountBankName: FULL.accountBankName,
      accountNumber: "••••••7890",
    });
    expect(res.text).not.toContain("567890");
  });

  it("stores the number encrypted: the raw number is nowhere in the database row", async () => {
    const { organization, apiKey } = await createOwner();
    await register(organization.id, apiKey);
    const [row] = await prisma.$queryRaw<
      Record<string, unknown>[]
    >`SELECT * FROM "SettlementAccount" WHERE "organizationId" = ${organization.id}`;
    const stored = JSON.stringify(row);
    expect(stored).not.toContain(NUMBER);
    expect(stored).not.toContain("567890");
    expect(stored).not.toContain(NUMBER.replaceAll("-", ""));
    expect(row.accountNumberLast4).toBe("7890");
    expect(row.accountNumberKeyId).toBe("test-key");
    const ring = parseSettlementKeys(process.env.SETTLEMENT_ENCRYPTION_KEYS);
    expect(openAccountNumber({ sealed: row.accountNumberSealed as string, keyId: "test-key" }, organization.id, ring)).toBe(NUMBER);
    expect(logged.join("\n")).not.toContain("567890");
  });

  it.each([
    ["an empty body", {}, ["accountOwnerName", "accountBankName", "accountNumber"]],
    ["only the number", { accountNumber: NUMBER }, ["accountOwnerName", "accountBankName"]],
    ["no number", { accountOwnerName: "A", accountBankName: "B" }, ["accountNumber"]],
  ])("400 on a first registration with %s, naming each missing field", async (_label, body, missing) => {
    const { organization, apiKey } = await createOwner();
    const res = await register(organization.id, apiKey, body);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ statusCode: 400, code: "BadRequest", reason: "VALIDATION_FAILED" });
    expect(res.json.details.map((d: { path: string }) => d.path)).toEqual(missing);
    expect(await prisma.settlementAccount.count({ where: { organizationId: organization.id } })).toBe(0);
  });

  it.each([
    ["accountOwnerName", { accountOwnerName: "Ada Lovelace" }, { accountOwnerName: "Ada Lovelace" }],
    ["accountBankName", { accountBankName: "Shinhan Bank" }, { accountBankName: "Shinhan Bank" }],
    ["accountNumber", { accountNumber: "9876-5432-1000" }, { accountNumber: "••••••1000" }],
  ])("later calls change %s alone", async (_field, body, changed) => {
    const { organization, apiKey } = await createOwner();
    await register(organization.id, apiKey);
    const res = await register(organization.id, apiKey, body);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ ...FULL, accountNumber: "••••••7890", ...changed });
    expect((await read(organization.id, apiKey)).json).toEqual(res.json);
  });

  it("an empty body on a registered account changes nothing", async () => {
    const { organization, apiKey } = await createOwner();
    await register(organization.id, apiKey);
    const res = await register(organization.id, apiKey, {});
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ ...FULL, accountNumber: "••••••7890" });
  });

  const forty = "가".repeat(40);
  it.each([
    ["accountOwnerName", "", 400],
    ["accountOwnerName", "   ", 400],
    ["accountOwnerName", "x", 200],
    ["accountOwnerName", forty, 200],
    ["accountOwnerName", forty + "가", 400],
    ["accountBankName", "", 400],
    ["accountBankName", "K", 200],
    ["accountBankName", "b".repeat(40), 200],
    ["accountBankName", "b".repeat(41), 400],
    ["accountNumber", "", 400],
    ["accountNumber", "7", 200],
    ["accountNumber", "1".repeat(40), 200],
    ["accountNumber", "1".repeat(41), 400],
    ["accountNumber", "--- ---", 400],
    ["accountNumber", 1234567890, 400],
    ["accountBankName", null, 400],
  ])("limits: %s = %j → %i", async (field, value, status) => {
    const { organization, apiKey } = await createOwner();
    const res = await register(organization.id, apiKey, { ...FULL, [field]: value });
    expect(res.status).toBe(status);
    if (status === 400) {
      expect(res.json).toMatchObject({ statusCode: 400, code: "BadRequest", reason: "VALIDATION_FAILED" });
      expect(res.json.details.map((d: { path: string }) => d.path)).toContain(field);
    }
  });

  it("trims the fields it stores", async () => {
    const { organization, apiKey } = await createOwner();
    const res = await register(organization.id, apiKey, { ...FULL, accountBankName: "  KB Kookmin Bank  " });
    expect(res.json.accountBankName).toBe("KB Kookmin Bank");
  });

  it("refuses unknown fields, naming them", async () => {
    const { organization, apiKey } = await createOwner();
    const res = await register(organization.id, apiKey, { ...FULL, iban: "x" });
    expect(res.status).toBe(400);
    expect(res.json.details).toEqual([{ path: "iban", message: "Unknown field" }]);
  });

  it("two concurrent first registrations leave one account", async () => {
    const { organization, apiKey } = await createOwner();
    const results = await Promise.all([
      register(organization.id, apiKey, FULL),
      register(organization.id, apiKey, { ...FULL, accountNumber: "555-555-4321" }),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    expect(await prisma.settlementAccount.count({ where: { organizationId: organization.id } })).toBe(1);
  });

  it("accepts the console's same-origin session", async () => {
    const { organization, user } = await createOwner();
    const cookie = await sessionCookie(user.id);
    const res = await callRoute(PATCH, "PATCH", path(organization.id), {
      params: { organizationId: organization.id },
      cookie,
      headers: { origin: ORIGIN },
      body: FULL,
    });
    expect(res.status).toBe(200);
  });
});

describe("GET /account (extension)", () => {
  it("404 ACCOUNT_NOT_REGISTERED before the first registration", async () => {
    const { organization, apiKey } = await createOwner();
    const res = await read(organization.id, apiKey);
    expect(res.status).toBe(404);
    expect(res.json).toMatchObject({ statusCode: 404, code: "NotFound", reason: "ACCOUNT_NOT_REGISTERED" });
  });

  it("answers 200 null instead with missing=null, the account once registered, and refuses other values", async () => {
    const { organization, apiKey } = await createOwner();
    const ask = (missing: string) =>
      callRoute(GET, "GET", path(organization.id), { params: { organizationId: organization.id }, apiKey, query: { missing } });
    const none = await ask("null");
    expect(none.status).toBe(200);
    expect(none.json).toBeNull();
    await register(organization.id, apiKey);
    expect((await ask("null")).json).toMatchObject({
      accountOwnerName: FULL.accountOwnerName,
      accountNumber: expect.stringMatching(/7890$/),
    });
    expect((await ask("maybe")).json).toMatchObject({ statusCode: 400, reason: "VALIDATION_FAILED" });
  });

  it("answers the account with the number masked", async () => {
    const { organization, apiKey } = await createOwner();
    await register(organization.id, apiKey);
    const res = await read(organization.id, apiKey);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ ...FULL, accountNumber: "••••••7890" });
  });
});

describe("settlement permissions", () => {
  it.each([
    ["owner", 200, 200],
    // Admin reads the masked account; only the Owner changes it.
    ["admin", 200, 403],
    ["viewer", 200, 403],
  ] as const)("%s: read %i, update %i", async (role, readStatus, updateStatus) => {
    const { organization, apiKey } = await createOwner();
    await register(organization.id, apiKey);
    const member = await addMember(organization.id, role);
    const got = await read(organization.id, member.apiKey);
    expect(got.status).toBe(readStatus);
    if (readStatus === 200) expect(got.json).toEqual({ ...FULL, accountNumber: "••••••7890" });
    const patched = await register(organization.id, member.apiKey, { accountBankName: "Other" });
    expect(patched.status).toBe(updateStatus);
    if (updateStatus === 403) expect(patched.json).toMatchObject({ code: "Forbidden", reason: "PERMISSION_DENIED" });
  });

  it("a platform reviewer outside the organization may not read or change it", async () => {
    const { organization, apiKey } = await createOwner();
    await register(organization.id, apiKey);
    const reviewer = await createOwner({ reviewer: true });
    expect((await read(organization.id, reviewer.apiKey)).json).toMatchObject({ reason: "NOT_A_MEMBER" });
    expect((await register(organization.id, reviewer.apiKey, { accountBankName: "X" })).json).toMatchObject({ reason: "NOT_A_MEMBER" });
  });
});

describe("settlement tenancy", () => {
  it("one organization's account is not another's", async () => {
    const a = await createOwner();
    const b = await createOwner();
    await register(a.organization.id, a.apiKey);
    const res = await read(b.organization.id, b.apiKey);
    expect(res.status).toBe(404);
    expect(res.json.reason).toBe("ACCOUNT_NOT_REGISTERED");
    // B's change does not reach A's account.
    expect((await register(b.organization.id, b.apiKey, { accountBankName: "B bank" })).status).toBe(400);
    expect((await read(a.organization.id, a.apiKey)).json.accountBankName).toBe(FULL.accountBankName);
    // And A's key does not open B's path.
    expect((await read(b.organization.id, a.apiKey)).json).toMatchObject({ statusCode: 403, reason: "NOT_A_MEMBER" });
  });
});

describe("encryption keys", () => {
  const original = process.env.SETTLEMENT_ENCRYPTION_KEYS;
  afterEach(() => {
    process.env.SETTLEMENT_ENCRYPTION_KEYS = original;
  });

  it("after rotation, reads still work and the next change re-seals the number with the new key", async () => {
    const { organization, apiKey } = await createOwner();
    await register(organization.id, apiKey);
    process.env.SETTLEMENT_ENCRYPTION_KEYS = `next-key:${randomBytes(32).toString("base64")},${original}`;
    expect((await read(organization.id, apiKey)).json.accountNumber).toBe("••••••7890");
    const res = await register(organization.id, apiKey, { accountBankName: "Woori Bank" });
    expect(res.json).toEqual({ ...FULL, accountBankName: "Woori Bank", accountNumber: "••••••7890" });
    const row = await prisma.settlementAccount.findUniqueOrThrow({ where: { organizationId: organization.id } });
    expect(row.accountNumberKeyId).toBe("next-key");
    const ring = parseSettlementKeys(process.env.SETTLEMENT_ENCRYPTION_KEYS);
    expect(openAccountNumber({ sealed: row.accountNumberSealed, keyId: row.accountNumberKeyId }, organization.id, ring)).toBe(NUMBER);
  });

  it.each([
    ["missing", undefined],
    ["malformed", "current:not-a-key"],
  ])(
    "%s configuration: changes answer 500 SETTLEMENT_ENCRYPTION_NOT_CONFIGURED with a clear log line, reads still work",
    async (_label, value) => {
      const { organization, apiKey } = await createOwner();
      await register(organization.id, apiKey);
      if (value === undefined) delete process.env.SETTLEMENT_ENCRYPTION_KEYS;
      else process.env.SETTLEMENT_ENCRYPTION_KEYS = value;
      const res = await register(organization.id, apiKey, { accountNumber: "999-888-1111" });
      expect(res.status).toBe(500);
      expect(res.json).toMatchObject({ statusCode: 500, code: "InternalServerError", reason: "SETTLEMENT_ENCRYPTION_NOT_CONFIGURED" });
      expect(logged.join("\n")).toContain("SETTLEMENT_ENCRYPTION_KEYS");
      expect(logged.join("\n")).not.toContain("8881111");
      expect(logged.join("\n")).not.toContain("999-888-1111");
      expect((await read(organization.id, apiKey)).json.accountNumber).toBe("••••••7890");
    },
  );
});
