import { describe, expect, it } from "vitest";
import { callRoute } from "@/lib/test/call-route";
import { addMember, createOwner, seedLedger } from "@/lib/test/fixtures";
import { POST as CHARGE } from "@/app/api/core/organization/[organizationId]/balance/charge/route";
import { GET } from "./route";

const path = (id: string) => `/api/core/organization/${id}/balance-history`;
const history = (organizationId: string, apiKey: string, query: Record<string, string> = {}) =>
  callRoute(GET, "GET", path(organizationId), { params: { organizationId }, apiKey, query });

const at = (day: number, hour = 0) => new Date(Date.UTC(2026, 10, day, hour));
type Entry = { _id: string; type: string; amount: number; balanceAfter: number; createdAt: string };

/** Ten rows, one a day from November 1st: PAID 1000, FREE 100, USAGE 50, REFUND 10, repeating. */
async function tenDays(organizationId: string) {
  const types = ["CHARGE_TYPE_PAID", "CHARGE_TYPE_FREE", "CHARGE_TYPE_USAGE", "CHARGE_TYPE_REFUND"] as const;
  const amounts = [1000, 100, 50, 10];
  return seedLedger(
    organizationId,
    Array.from({ length: 10 }, (_, i) => ({
      type: types[i % 4],
      amount: amounts[i % 4],
      createdAt: at(i + 1),
      description: `day ${i + 1}`,
    })),
  );
}

/** Follows nextCursor to the end, returning every page. */
async function allPages(organizationId: string, apiKey: string, query: Record<string, string>) {
  const pages: Entry[][] = [];
  let cursor: string | null = null;
  do {
    const res = await history(organizationId, apiKey, { ...query, ...(cursor ? { cursor } : {}) });
    expect(res.status).toBe(200);
    pages.push(res.json.history);
    cursor = res.json.nextCursor;
  } while (cursor && pages.length < 100);
  return pages;
}

describe("GET /balance-history (operation 20)", () => {
  it("answers an empty history and a zero balance before any charge", async () => {
    const { organization, apiKey } = await createOwner();
    const res = await history(organization.id, apiKey);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ history: [], balance: 0, nextCursor: null });
  });

  it("answers records newest first, with numbers (not strings) for money", async () => {
    const { organization, apiKey } = await createOwner();
    const rows = await tenDays(organization.id);
    const res = await history(organization.id, apiKey);
    expect(res.status).toBe(200);
    expect(res.json.history).toHaveLength(10);
    expect(res.json.history[0]).toEqual({
      _id: rows[9].id,
      type: "CHARGE_TYPE_FREE",
      amount: 100,
      cur: "CURRENCY_KRW",
      balanceAfter: 3180,
      description: "day 10",
      createdAt: "2026-11-10T00:00:00.000Z",
    });
    expect(res.json.history.map((e: Entry) => e.createdAt)).toEqual(rows.map((r) => r.createdAt.toISOString()).reverse());
    expect(res.json.balance).toBe(3180);
    expect(res.json.nextCursor).toBeNull();
  });

  it.each([
    [{ type: "CHARGE_TYPE_PAID" }, [9, 5, 1]],
    [{ type: "CHARGE_TYPE_USAGE" }, [7, 3]],
    [{ from: "2026-11-08T00:00:00Z" }, [10, 9, 8]],
    [{ to: "2026-11-03T00:00:00Z" }, [2, 1]],
    [{ from: "2026-11-03T00:00:00Z", to: "2026-11-05T00:00:00Z" }, [4, 3]],
    [{ from: "2026-11-03T09:00:00+09:00", to: "2026-11-03T09:00:00.001+09:00" }, [3]],
    [{ from: "2026-11-02T00:00:00Z", to: "2026-11-10T00:00:00Z", type: "CHARGE_TYPE_FREE" }, [6, 2]],
    [{ from: "2026-12-01T00:00:00Z" }, []],
  ])("filters %j (from inclusive, to exclusive) → days %j, balance unchanged", async (query, days) => {
    const { organization, apiKey } = await createOwner();
    await tenDays(organization.id);
    const res = await history(organization.id, apiKey, query);
    expect(res.status).toBe(200);
    expect(res.json.history.map((e: { description: string }) => Number(e.description.slice(4)))).toEqual(days);
    expect(res.json.balance).toBe(3180);
  });

  it.each([
    [1, 10, [1, 1, 1, 1, 1, 1, 1, 1, 1, 1]],
    [3, 10, [3, 3, 3, 1]],
    [5, 10, [5, 5]],
    [9, 10, [9, 1]],
    [10, 10, [10]],
    [11, 10, [10]],
    [200, 10, [10]],
  ])("limit %i over %i rows pages as %j, each row exactly once", async (limit, _count, sizes) => {
    const { organization, apiKey } = await createOwner();
    const rows = await tenDays(organization.id);
    const pages = await allPages(organization.id, apiKey, { limit: String(limit) });
    expect(pages.map((p) => p.length)).toEqual(sizes);
    expect(pages.flat().map((e) => e._id)).toEqual(rows.map((r) => r.id).reverse());
  });

  it("the last full page has nextCursor null (no empty trailing page)", async () => {
    const { organization, apiKey } = await createOwner();
    await tenDays(organization.id);
    const first = await history(organization.id, apiKey, { limit: "5" });
    expect(first.json.nextCursor).toEqual(expect.any(String));
    const second = await history(organization.id, apiKey, { limit: "5", cursor: first.json.nextCursor });
    expect(second.json.history).toHaveLength(5);
    expect(second.json.nextCursor).toBeNull();
  });

  it("defaults to 50 per page", async () => {
    const { organization, apiKey } = await createOwner();
    await seedLedger(
      organization.id,
      Array.from({ length: 51 }, (_, i) => ({
        type: "CHARGE_TYPE_PAID" as const,
        amount: 1,
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
      })),
    );
    const res = await history(organization.id, apiKey);
    expect(res.json.history).toHaveLength(50);
    expect(res.json.nextCursor).toEqual(expect.any(String));
    const rest = await history(organization.id, apiKey, { cursor: res.json.nextCursor });
    expect(rest.json.history).toHaveLength(1);
    expect(rest.json.history[0].balanceAfter).toBe(1);
  });

  it("is stable under ties: rows sharing a timestamp are ordered by id and none is skipped or repeated", async () => {
    const { organization, apiKey } = await createOwner();
    const same = at(5, 12);
    const ids = ["6900000000000000000000a3", "6900000000000000000000a1", "6900000000000000000000a4", "6900000000000000000000a2"];
    await seedLedger(organization.id, [
      { type: "CHARGE_TYPE_PAID", amount: 10, createdAt: at(4) },
      ...ids.map((id) => ({ id, type: "CHARGE_TYPE_FREE" as const, amount: 1, createdAt: same })),
      { type: "CHARGE_TYPE_PAID", amount: 10, createdAt: at(6) },
    ]);
    for (const limit of ["1", "2", "3"]) {
      const order = (await allPages(organization.id, apiKey, { limit })).flat();
      expect(order).toHaveLength(6);
      expect(order.slice(1, 5).map((e) => e._id)).toEqual([...ids].sort().reverse());
    }
  });

  it("a filter and a cursor combine", async () => {
    const { organization, apiKey } = await createOwner();
    await tenDays(organization.id);
    const pages = await allPages(organization.id, apiKey, { type: "CHARGE_TYPE_PAID", limit: "2" });
    expect(pages.map((p) => p.map((e) => e.createdAt.slice(0, 10)))).toEqual([["2026-11-09", "2026-11-05"], ["2026-11-01"]]);
  });

  it("shows charges recorded through POST /balance/charge", async () => {
    const { organization, apiKey } = await createOwner();
    const reviewer = await createOwner({ reviewer: true });
    for (const body of [
      { type: "CHARGE_TYPE_PAID", amount: 5000, description: "Top-up" },
      { type: "CHARGE_TYPE_USAGE", amount: 1200, description: "Campaign spend" },
    ]) {
      await callRoute(CHARGE, "POST", `/api/core/organization/${organization.id}/balance/charge`, {
        params: { organizationId: organization.id },
        apiKey: reviewer.apiKey,
        body,
      });
    }
    const res = await history(organization.id, apiKey);
    expect(res.json.balance).toBe(3800);
    expect(res.json.history.map((e: Entry) => [e.type, e.amount, e.balanceAfter])).toEqual([
      ["CHARGE_TYPE_USAGE", 1200, 3800],
      ["CHARGE_TYPE_PAID", 5000, 5000],
    ]);
  });

  it.each([
    ["limit 0", { limit: "0" }, "limit"],
    ["limit 201", { limit: "201" }, "limit"],
    ["limit not a number", { limit: "ten" }, "limit"],
    ["fractional limit", { limit: "1.5" }, "limit"],
    ["empty limit", { limit: "" }, "limit"],
    ["from not a Timestamp", { from: "2026-11-01" }, "from"],
    ["to an impossible date", { to: "2026-02-30T00:00:00Z" }, "to"],
    ["to equal to from", { from: "2026-11-01T00:00:00Z", to: "2026-11-01T00:00:00Z" }, "to"],
    ["to before from", { from: "2026-11-02T00:00:00Z", to: "2026-11-01T00:00:00Z" }, "to"],
    ["unknown type", { type: "CHARGE_TYPE_BONUS" }, "type"],
    ["lower-case type", { type: "charge_type_paid" }, "type"],
    ["garbage cursor", { cursor: "not-a-cursor" }, "cursor"],
    ["unknown parameter", { page: "2" }, "page"],
    ["misspelt parameter", { limt: "5" }, "limt"],
  ])("400 VALIDATION_FAILED for %s, naming the parameter", async (_label, query, field) => {
    const { organization, apiKey } = await createOwner();
    const res = await history(organization.id, apiKey, query);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ statusCode: 400, code: "BadRequest", reason: "VALIDATION_FAILED" });
    expect(res.json.details.map((d: { path: string }) => d.path)).toContain(field);
  });

  it.each([
    ["1", 200],
    ["200", 200],
  ])("limit %s is accepted", async (limit, status) => {
    const { organization, apiKey } = await createOwner();
    expect((await history(organization.id, apiKey, { limit })).status).toBe(status);
  });
});

describe("balance-history permissions and tenancy", () => {
  it.each(["owner", "admin", "viewer"] as const)("%s reads it", async (role) => {
    const { organization, apiKey } = await createOwner();
    await tenDays(organization.id);
    const key = role === "owner" ? apiKey : (await addMember(organization.id, role)).apiKey;
    const res = await history(organization.id, key);
    expect(res.status).toBe(200);
    expect(res.json.balance).toBe(3180);
  });

  it("a platform reviewer reads any organization's history; another organization's member does not", async () => {
    const { organization } = await createOwner();
    await tenDays(organization.id);
    const reviewer = await createOwner({ reviewer: true });
    expect((await history(organization.id, reviewer.apiKey)).json.balance).toBe(3180);
    const stranger = await createOwner();
    const res = await history(organization.id, stranger.apiKey);
    expect(res.status).toBe(403);
    expect(res.json).toMatchObject({ statusCode: 403, code: "Forbidden", reason: "NOT_A_MEMBER" });
  });

  it("each organization sees its own ledger only, even with the other's cursor", async () => {
    const a = await createOwner();
    const b = await createOwner();
    await tenDays(a.organization.id);
    await seedLedger(b.organization.id, [{ type: "CHARGE_TYPE_FREE", amount: 7, createdAt: at(20) }]);
    const ofB = await history(b.organization.id, b.apiKey);
    expect(ofB.json).toMatchObject({ balance: 7, nextCursor: null });
    expect(ofB.json.history).toHaveLength(1);
    const cursorOfA = (await history(a.organization.id, a.apiKey, { limit: "1" })).json.nextCursor;
    const withCursor = await history(b.organization.id, b.apiKey, { cursor: cursorOfA });
    expect(withCursor.json.history).toEqual([]);
    expect(withCursor.json.balance).toBe(7);
  });
});
