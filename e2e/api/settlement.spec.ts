import { bearer, expect, test } from "@/e2e/fixtures";

test.describe("settlement account API (operation 19, GET extension)", () => {
  // The first registration happens once per database: a retry would find the account already there.
  test.describe.configure({ retries: 0 });

  test("registers with all three fields, answers the number masked, then changes one field", async ({ request, seed }) => {
    // The reviewer is Owner of their own organization; no other journey touches its settlement account.
    const path = `/api/core/organization/${seed.reviewer.organizationId}/account`;
    const auth = bearer(seed.reviewer.apiKey);

    const none = await request.get(path, { headers: auth });
    expect(none.status()).toBe(404);
    expect(await none.json()).toMatchObject({ statusCode: 404, code: "NotFound", reason: "ACCOUNT_NOT_REGISTERED" });

    const partial = await request.patch(path, { headers: auth, data: { accountBankName: "KB Kookmin Bank" } });
    expect(partial.status()).toBe(400);
    expect((await partial.json()).details.map((d: { path: string }) => d.path)).toEqual(["accountOwnerName", "accountNumber"]);

    const tooLong = await request.patch(path, {
      headers: auth,
      data: { accountOwnerName: "x".repeat(41), accountBankName: "KB", accountNumber: "1234" },
    });
    expect(tooLong.status()).toBe(400);

    const registered = await request.patch(path, {
      headers: auth,
      data: { accountOwnerName: "Pixel Forge Inc.", accountBankName: "KB Kookmin Bank", accountNumber: "110-234-567890" },
    });
    expect(registered.status()).toBe(200);
    expect(await registered.json()).toEqual({
      accountOwnerName: "Pixel Forge Inc.",
      accountBankName: "KB Kookmin Bank",
      accountNumber: "••••••7890",
    });

    const changed = await request.patch(path, { headers: auth, data: { accountBankName: "Shinhan Bank" } });
    expect(await changed.json()).toEqual({
      accountOwnerName: "Pixel Forge Inc.",
      accountBankName: "Shinhan Bank",
      accountNumber: "••••••7890",
    });
    const read = await request.get(path, { headers: auth });
    expect(await read.text()).not.toContain("567890");

    const wrongMethod = await request.delete(path, { headers: auth });
    expect(wrongMethod.status()).toBe(404);
    expect(wrongMethod.headers()["allow"]).toBe("GET, PATCH, HEAD, OPTIONS");
  });

  test("a platform reviewer outside the organization cannot see the account", async ({ request, seed }) => {
    const res = await request.get(`/api/core/organization/${seed.owner.organizationId}/account`, { headers: bearer(seed.reviewer.apiKey) });
    expect(res.status()).toBe(403);
    expect(await res.json()).toMatchObject({ reason: "NOT_A_MEMBER" });
  });
});

test.describe("balance API (operation 20, charge extension)", () => {
  test("only a reviewer records charges; the history filters and pages them", async ({ request, seed }) => {
    const org = seed.owner.organizationId;
    const charge = (apiKey: string, data: unknown) =>
      request.post(`/api/core/organization/${org}/balance/charge`, { headers: bearer(apiKey), data });
    const history = (query: Record<string, string> = {}) =>
      request.get(`/api/core/organization/${org}/balance-history`, { headers: bearer(seed.owner.apiKey), params: query });
    // Only this test charges the owner's organization; `from` keeps a retry's rows apart from the first try's.
    const start = await history();
    expect(start.status()).toBe(200);
    const before: number = (await start.json()).balance;
    const from = new Date(Date.now() - 1).toISOString();

    const byOwner = await charge(seed.owner.apiKey, { type: "CHARGE_TYPE_PAID", amount: 1000 });
    expect(byOwner.status()).toBe(403);
    expect(await byOwner.json()).toMatchObject({ statusCode: 403, reason: "PERMISSION_DENIED" });

    const overdraw = await charge(seed.reviewer.apiKey, { type: "CHARGE_TYPE_USAGE", amount: before + 1 });
    expect(overdraw.status()).toBe(409);
    expect(await overdraw.json()).toMatchObject({ statusCode: 409, code: "Conflict", reason: "INSUFFICIENT_BALANCE" });

    const bodies = [
      { type: "CHARGE_TYPE_PAID", amount: 50000, description: "Top-up" },
      { type: "CHARGE_TYPE_FREE", amount: 5000, description: "Welcome credit" },
      { type: "CHARGE_TYPE_USAGE", amount: 12000, description: "Spend" },
      { type: "CHARGE_TYPE_REFUND", amount: 3000, description: "Refund" },
      { type: "CHARGE_TYPE_USAGE", amount: 8000, description: "Spend" },
    ];
    for (const body of bodies) expect((await charge(seed.reviewer.apiKey, body)).status()).toBe(200);

    const all = await (await history({ from })).json();
    expect(all.balance).toBe(before + 32000);
    expect(all.nextCursor).toBeNull();
    expect(all.history.map((e: { balanceAfter: number }) => e.balanceAfter - before)).toEqual([32000, 40000, 43000, 55000, 50000]);
    expect(all.history[0]).toMatchObject({ type: "CHARGE_TYPE_USAGE", amount: 8000, cur: "CURRENCY_KRW", description: "Spend" });

    const usage = await (await history({ from, type: "CHARGE_TYPE_USAGE" })).json();
    expect(usage.history.map((e: { amount: number }) => e.amount)).toEqual([8000, 12000]);
    expect(usage.balance).toBe(before + 32000);

    const first = await (await history({ from, limit: "2" })).json();
    expect(first.history).toHaveLength(2);
    const second = await (await history({ from, limit: "2", cursor: first.nextCursor })).json();
    const third = await (await history({ from, limit: "2", cursor: second.nextCursor })).json();
    expect([...first.history, ...second.history, ...third.history].map((e: { _id: string }) => e._id)).toEqual(
      all.history.map((e: { _id: string }) => e._id),
    );
    expect(third.nextCursor).toBeNull();

    const future = await (await history({ from: "2100-01-01T00:00:00Z" })).json();
    expect(future).toEqual({ history: [], balance: before + 32000, nextCursor: null });

    for (const query of [
      { limit: "0" },
      { limit: "201" },
      { type: "CHARGE_TYPE_GIFT" },
      { from: "yesterday" },
      { cursor: "nope" },
      { sort: "asc" },
    ] as Record<string, string>[]) {
      const res = await history(query);
      expect(res.status(), JSON.stringify(query)).toBe(400);
      const body = await res.json();
      expect(body).toMatchObject({ statusCode: 400, code: "BadRequest", reason: "VALIDATION_FAILED" });
      expect(body.details[0].path).toBe(Object.keys(query)[0]);
    }
  });
});
