import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { newObjectId } from "@/lib/new-object-id";
import { parseStatement } from "@/lib/permissions/statements";
import { callRoute, ORIGIN } from "@/lib/test/call-route";
import { addMember, createOwner, sessionCookie } from "@/lib/test/fixtures";
import { POST } from "./route";

const path = (id: string) => `/api/core/organization/${id}/balance/charge`;
const charge = (organizationId: string, apiKey: string, body: unknown) =>
  callRoute(POST, "POST", path(organizationId), { params: { organizationId }, apiKey, body });

async function ledger(organizationId: string) {
  return prisma.ledgerEntry.findMany({ where: { organizationId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
}

/** Every row's balanceAfter is the previous one plus or minus its amount, starting from zero. */
function expectConsistent(rows: { type: string; amount: bigint; balanceAfter: bigint }[]) {
  let balance = 0n;
  for (const row of rows) {
    balance += row.type === "CHARGE_TYPE_PAID" || row.type === "CHARGE_TYPE_FREE" ? row.amount : -row.amount;
    expect(row.balanceAfter).toBe(balance);
  }
  return balance;
}

describe("POST /balance/charge (extension, reviewers)", () => {
  it("a reviewer records a charge and gets the history record back", async () => {
    const { organization } = await createOwner();
    const reviewer = await createOwner({ reviewer: true });
    const res = await charge(organization.id, reviewer.apiKey, { type: "CHARGE_TYPE_PAID", amount: 500000, description: "Bank transfer" });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      type: "CHARGE_TYPE_PAID",
      amount: 500000,
      cur: "CURRENCY_KRW",
      balanceAfter: 500000,
      description: "Bank transfer",
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });
    const [row] = await ledger(organization.id);
    expect(row.createdById).toBe(reviewer.user.id);
  });

  it.each([
    ["CHARGE_TYPE_PAID", 1000, 1000 + 300],
    ["CHARGE_TYPE_FREE", 1000, 1000 + 300],
    ["CHARGE_TYPE_REFUND", 1000, 1000 - 300],
    ["CHARGE_TYPE_USAGE", 1000, 1000 - 300],
  ])("%s moves a balance of %i by 300 to %i", async (type, start, after) => {
    const { organization } = await createOwner();
    const reviewer = await createOwner({ reviewer: true });
    await charge(organization.id, reviewer.apiKey, { type: "CHARGE_TYPE_PAID", amount: start });
    const res = await charge(organization.id, reviewer.apiKey, { type, amount: 300 });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ type, amount: 300, balanceAfter: after });
  });

  it.each([
    ["CHARGE_TYPE_USAGE", 1001, 409],
    ["CHARGE_TYPE_REFUND", 1001, 409],
    ["CHARGE_TYPE_USAGE", 1000, 200],
  ])("%s of %i on a balance of 1000 → %i", async (type, amount, status) => {
    const { organization } = await createOwner();
    const reviewer = await createOwner({ reviewer: true });
    await charge(organization.id, reviewer.apiKey, { type: "CHARGE_TYPE_PAID", amount: 1000 });
    const res = await charge(organization.id, reviewer.apiKey, { type, amount });
    expect(res.status).toBe(status);
    if (status === 409) {
      expect(res.json).toMatchObject({ statusCode: 409, code: "Conflict", reason: "INSUFFICIENT_BALANCE" });
      expect(await prisma.ledgerEntry.count({ where: { organizationId: organization.id } })).toBe(1);
    } else {
      expect(res.json.balanceAfter).toBe(0);
    }
  });

  it.each([
    ["amount 0", { type: "CHARGE_TYPE_PAID", amount: 0 }, "amount"],
    ["negative amount", { type: "CHARGE_TYPE_PAID", amount: -5 }, "amount"],
    ["fractional amount", { type: "CHARGE_TYPE_PAID", amount: 10.5 }, "amount"],
    ["amount as a string", { type: "CHARGE_TYPE_PAID", amount: "100" }, "amount"],
    ["amount above 1e12", { type: "CHARGE_TYPE_PAID", amount: 1_000_000_000_001 }, "amount"],
    ["no amount", { type: "CHARGE_TYPE_PAID" }, "amount"],
    ["no type", { amount: 100 }, "type"],
    ["unknown type", { type: "CHARGE_TYPE_GIFT", amount: 100 }, "type"],
    ["description too long", { type: "CHARGE_TYPE_PAID", amount: 100, description: "x".repeat(201) }, "description"],
    ["description not a string", { type: "CHARGE_TYPE_PAID", amount: 100, description: 7 }, "description"],
    ["unknown field", { type: "CHARGE_TYPE_PAID", amount: 100, cur: "CURRENCY_KRW" }, "cur"],
  ])("400 VALIDATION_FAILED for %s", async (_label, body, field) => {
    const { organization } = await createOwner();
    const reviewer = await createOwner({ reviewer: true });
    const res = await charge(organization.id, reviewer.apiKey, body);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ statusCode: 400, code: "BadRequest", reason: "VALIDATION_FAILED" });
    expect(res.json.details.map((d: { path: string }) => d.path)).toContain(field);
  });

  it.each([
    [1, 200],
    [1_000_000_000_000, 200],
  ])("amount %i is accepted", async (amount, status) => {
    const { organization } = await createOwner();
    const reviewer = await createOwner({ reviewer: true });
    const res = await charge(organization.id, reviewer.apiKey, { type: "CHARGE_TYPE_FREE", amount, description: "  promo  " });
    expect(res.status).toBe(status);
    expect(res.json).toMatchObject({ amount, balanceAfter: amount, description: "promo" });
  });

  it("refuses a balance beyond what a JSON number holds exactly (409 BALANCE_LIMIT_EXCEEDED)", async () => {
    const { organization } = await createOwner();
    const reviewer = await createOwner({ reviewer: true });
    await prisma.ledgerEntry.create({
      data: {
        id: "6740a1b2c3d4e5f601234567",
        organizationId: organization.id,
        type: "CHARGE_TYPE_PAID",
        amount: BigInt(Number.MAX_SAFE_INTEGER),
        balanceAfter: BigInt(Number.MAX_SAFE_INTEGER),
        createdAt: new Date("2026-01-01T00:00:00Z"),
      },
    });
    const res = await charge(organization.id, reviewer.apiKey, { type: "CHARGE_TYPE_PAID", amount: 1 });
    expect(res.status).toBe(409);
    expect(res.json.reason).toBe("BALANCE_LIMIT_EXCEEDED");
  });

  it("accepts a charge that brings the balance exactly to the limit", async () => {
    const { organization } = await createOwner();
    const reviewer = await createOwner({ reviewer: true });
    const below = BigInt(Number.MAX_SAFE_INTEGER) - 1n;
    await prisma.ledgerEntry.create({
      data: {
        id: newObjectId(),
        organizationId: organization.id,
        type: "CHARGE_TYPE_PAID",
        amount: below,
        balanceAfter: below,
        createdAt: new Date("2026-01-01T00:00:00Z"),
      },
    });
    const res = await charge(organization.id, reviewer.apiKey, { type: "CHARGE_TYPE_PAID", amount: 1 });
    expect(res.status).toBe(200);
    expect(res.json.balanceAfter).toBe(Number.MAX_SAFE_INTEGER);
  });

  it("dates a charge after the latest row even when that row is ahead of this server's clock", async () => {
    const { organization } = await createOwner();
    const reviewer = await createOwner({ reviewer: true });
    // Written by an instance whose clock runs an hour ahead.
    const ahead = new Date(Date.now() + 3_600_000);
    await prisma.ledgerEntry.create({
      data: {
        id: newObjectId(ahead.getTime()),
        organizationId: organization.id,
        type: "CHARGE_TYPE_PAID",
        amount: 500n,
        balanceAfter: 500n,
        createdAt: ahead,
      },
    });
    const res = await charge(organization.id, reviewer.apiKey, { type: "CHARGE_TYPE_USAGE", amount: 200 });
    expect(res.status).toBe(200);
    expect(res.json.balanceAfter).toBe(300);
    const rows = await ledger(organization.id);
    expect(rows.map((r) => r.balanceAfter)).toEqual([500n, 300n]);
    expect(rows[1].createdAt.getTime()).toBe(ahead.getTime() + 1);
  });

  it.each(["owner", "admin", "viewer"] as const)("an ordinary %s gets 403 PERMISSION_DENIED", async (role) => {
    const { organization, apiKey } = await createOwner();
    const key = role === "owner" ? apiKey : (await addMember(organization.id, role)).apiKey;
    const res = await charge(organization.id, key, { type: "CHARGE_TYPE_PAID", amount: 100 });
    expect(res.status).toBe(403);
    expect(res.json).toMatchObject({ statusCode: 403, code: "Forbidden", reason: "PERMISSION_DENIED" });
    expect(await prisma.ledgerEntry.count({ where: { organizationId: organization.id } })).toBe(0);
  });

  it.each(["balance:*", "*"])("a custom role with %s still cannot charge", async (action) => {
    const { organization } = await createOwner();
    const statement = `${action}@organization/${organization.id}`;
    expect(() => parseStatement(statement)).not.toThrow();
    const role = await prisma.role.create({
      data: {
        id: newObjectId(),
        organizationId: organization.id,
        name: "Balance admin",
        type: "ORGANIZATION_ROLE_TYPE_CUSTOM",
        statements: [statement],
      },
    });
    const member = await addMember(organization.id, "viewer");
    await prisma.membership.update({ where: { id: member.membership.id }, data: { roleId: role.id } });
    const res = await charge(organization.id, member.apiKey, { type: "CHARGE_TYPE_PAID", amount: 100 });
    expect(res.status).toBe(403);
    expect(res.json.reason).toBe("PERMISSION_DENIED");
  });

  it("a reviewer who is also a member charges with their own key, and through the console's session", async () => {
    const reviewer = await createOwner({ reviewer: true });
    const id = reviewer.organization.id;
    expect((await charge(id, reviewer.apiKey, { type: "CHARGE_TYPE_PAID", amount: 10 })).status).toBe(200);
    const cookie = await sessionCookie(reviewer.user.id);
    const viaSession = await callRoute(POST, "POST", path(id), {
      params: { organizationId: id },
      cookie,
      headers: { origin: ORIGIN },
      body: { type: "CHARGE_TYPE_FREE", amount: 5 },
    });
    expect(viaSession.status).toBe(200);
    expect(viaSession.json.balanceAfter).toBe(15);
  });

  it("404 for an organization that does not exist, even for a reviewer", async () => {
    const reviewer = await createOwner({ reviewer: true });
    const res = await charge("65a000000000000000000fff", reviewer.apiKey, { type: "CHARGE_TYPE_PAID", amount: 100 });
    expect(res.status).toBe(404);
  });

  it("tenancy: a charge lands in the path's organization only", async () => {
    const a = await createOwner();
    const b = await createOwner();
    const reviewer = await createOwner({ reviewer: true });
    await charge(a.organization.id, reviewer.apiKey, { type: "CHARGE_TYPE_PAID", amount: 700 });
    const res = await charge(b.organization.id, reviewer.apiKey, { type: "CHARGE_TYPE_USAGE", amount: 1 });
    expect(res.json.reason).toBe("INSUFFICIENT_BALANCE");
    expect(await prisma.ledgerEntry.count({ where: { organizationId: b.organization.id } })).toBe(0);
  });
});

describe("concurrent charges", () => {
  it("200 concurrent charges leave the balance equal to their sum, every balanceAfter consistent", async () => {
    const { organization } = await createOwner();
    const reviewer = await createOwner({ reviewer: true });
    // A float first, so every debit below succeeds in whatever order the charges are applied.
    await charge(organization.id, reviewer.apiKey, { type: "CHARGE_TYPE_PAID", amount: 1_000_000 });
    const types = ["CHARGE_TYPE_PAID", "CHARGE_TYPE_FREE", "CHARGE_TYPE_REFUND", "CHARGE_TYPE_USAGE"] as const;
    const bodies = Array.from({ length: 200 }, (_, i) => ({ type: types[i % 4], amount: 1 + ((i * 7919) % 997), description: `#${i}` }));
    const results = await Promise.all(bodies.map((body) => charge(organization.id, reviewer.apiKey, body)));
    expect(results.filter((r) => r.status !== 200).map((r) => r.json)).toEqual([]);

    const expected = bodies.reduce(
      (sum, b) => sum + (b.type === "CHARGE_TYPE_PAID" || b.type === "CHARGE_TYPE_FREE" ? b.amount : -b.amount),
      1_000_000,
    );
    const rows = await ledger(organization.id);
    expect(rows).toHaveLength(201);
    expect(expectConsistent(rows)).toBe(BigInt(expected));
    // Timestamps strictly increase, so the history's order is the order the balance moved in.
    for (let i = 1; i < rows.length; i++) expect(rows[i].createdAt.getTime()).toBeGreaterThan(rows[i - 1].createdAt.getTime());
    // Each answer's balanceAfter is the one stored for its row.
    const byId = new Map(rows.map((r) => [r.id, r.balanceAfter]));
    for (const r of results) expect(BigInt(r.json.balanceAfter)).toBe(byId.get(r.json._id));
    // About correctness, not speed: 200 writes queue on one lock, which on a loaded CI machine took over 30 s.
  }, 180_000);

  it("concurrent debits never overdraw: of ten 30-won usages on 100 won, exactly three succeed", async () => {
    const { organization } = await createOwner();
    const reviewer = await createOwner({ reviewer: true });
    await charge(organization.id, reviewer.apiKey, { type: "CHARGE_TYPE_PAID", amount: 100 });
    const results = await Promise.all(
      Array.from({ length: 10 }, () => charge(organization.id, reviewer.apiKey, { type: "CHARGE_TYPE_USAGE", amount: 30 })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    expect(results.filter((r) => r.status === 409 && r.json.reason === "INSUFFICIENT_BALANCE")).toHaveLength(7);
    expect(expectConsistent(await ledger(organization.id))).toBe(10n);
  });

  it("charges of different organizations do not wait on each other's totals", async () => {
    const a = await createOwner();
    const b = await createOwner();
    const reviewer = await createOwner({ reviewer: true });
    await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        charge(i % 2 ? a.organization.id : b.organization.id, reviewer.apiKey, { type: "CHARGE_TYPE_PAID", amount: i + 1 }),
      ),
    );
    const sumA = Array.from({ length: 40 }, (_, i) => i)
      .filter((i) => i % 2)
      .reduce((s, i) => s + i + 1, 0);
    expect(expectConsistent(await ledger(a.organization.id))).toBe(BigInt(sumA));
    expect(expectConsistent(await ledger(b.organization.id))).toBe(BigInt(820 - sumA));
  });
});
