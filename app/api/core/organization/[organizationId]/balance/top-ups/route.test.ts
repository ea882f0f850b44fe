import { describe, expect, it, vi } from "vitest";
import { prisma } from "@/lib/db/client";
import { newObjectId } from "@/lib/new-object-id";
import { callRoute } from "@/lib/test/call-route";
import { addMember, createOwner, createReviewer } from "@/lib/test/fixtures";
import { GET as queue } from "@/app/api/core/review/top-ups/route";
import { GET as getOne } from "./[topUpId]/route";
import { POST as confirm } from "./[topUpId]/confirm/route";
import { POST as cancel } from "./[topUpId]/cancel/route";
import { GET, POST } from "./route";

const base = (organizationId: string) => `/api/core/organization/${organizationId}/balance/top-ups`;
const request = (organizationId: string, apiKey: string, body: unknown) =>
  callRoute(POST, "POST", base(organizationId), { params: { organizationId }, apiKey, body });
const decide = (handler: typeof confirm, verb: string, organizationId: string, topUpId: string, apiKey: string, body?: unknown) =>
  callRoute(handler, "POST", `${base(organizationId)}/${topUpId}/${verb}`, { params: { organizationId, topUpId }, apiKey, body });

async function ledger(organizationId: string) {
  return prisma.ledgerEntry.findMany({ where: { organizationId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
}

describe("top-ups (extension: bank transfer requests)", () => {
  it("the advertiser asks for an amount and gets bank transfer instructions with a unique reference code", async () => {
    const { organization, apiKey } = await createOwner();
    const res = await request(organization.id, apiKey, { amount: 500_000 });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      organizationId: organization.id,
      amount: 500_000,
      cur: "CURRENCY_KRW",
      status: "TOP_UP_STATUS_REQUESTED",
      referenceCode: expect.stringMatching(/^TU[A-Z2-9]{8}$/),
      bankTransfer: {
        bankName: expect.any(String),
        accountNumber: expect.any(String),
        accountHolder: expect.any(String),
        amount: 500_000,
        depositorMemo: res.json.referenceCode,
        demo: true,
      },
      chargeId: null,
      reason: null,
      createdAt: expect.any(String),
      decidedAt: null,
    });
    const second = await request(organization.id, apiKey, { amount: 500_000 });
    expect(second.json.referenceCode).not.toBe(res.json.referenceCode);
    expect(await ledger(organization.id)).toHaveLength(0);
  });

  it("the platform's configured account is no demonstration; the built-in one is marked so no money is sent to it", async () => {
    const { organization, apiKey } = await createOwner();
    expect((await request(organization.id, apiKey, { amount: 100_000 })).json.bankTransfer).toMatchObject({
      bankName: "Demo Bank",
      accountNumber: "000-000000-00-000",
      demo: true,
    });
    vi.stubEnv("TOP_UP_BANK_NAME", "KB Kookmin Bank");
    vi.stubEnv("TOP_UP_ACCOUNT_NUMBER", "123456-01-234567");
    vi.stubEnv("TOP_UP_ACCOUNT_HOLDER", "AdNet Inc.");
    try {
      const res = await request(organization.id, apiKey, { amount: 100_000 });
      expect(res.json.bankTransfer).toEqual({
        bankName: "KB Kookmin Bank",
        accountNumber: "123456-01-234567",
        accountHolder: "AdNet Inc.",
        amount: 100_000,
        depositorMemo: res.json.referenceCode,
        demo: false,
      });
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it("a reviewer sees it in the queue and confirms it: one PAID charge linked to it; the advertiser sees CONFIRMED", async () => {
    const { organization, apiKey } = await createOwner({ name: "Game Studio" });
    const reviewer = await createReviewer();
    const { json: topUp } = await request(organization.id, apiKey, { amount: 300_000 });
    const open = await callRoute(queue, "GET", "/api/core/review/top-ups", { apiKey: reviewer.apiKey });
    expect(open.json.items).toContainEqual(expect.objectContaining({ _id: topUp._id, organizationName: "Game Studio" }));
    const res = await decide(confirm, "confirm", organization.id, topUp._id, reviewer.apiKey);
    expect(res.status).toBe(200);
    const rows = await ledger(organization.id);
    expect(rows).toMatchObject([
      { type: "CHARGE_TYPE_PAID", amount: 300_000n, balanceAfter: 300_000n, description: `Bank transfer ${topUp.referenceCode}` },
    ]);
    expect(res.json).toMatchObject({ status: "TOP_UP_STATUS_CONFIRMED", chargeId: rows[0].id, decidedAt: expect.any(String) });
    const seen = await callRoute(getOne, "GET", `${base(organization.id)}/${topUp._id}`, {
      params: { organizationId: organization.id, topUpId: topUp._id },
      apiKey,
    });
    expect(seen.json).toMatchObject({ status: "TOP_UP_STATUS_CONFIRMED", chargeId: rows[0].id });
    const list = await callRoute(GET, "GET", base(organization.id), { params: { organizationId: organization.id }, apiKey });
    expect(list.json).toMatchObject({ items: [{ _id: topUp._id, status: "TOP_UP_STATUS_CONFIRMED" }], nextCursor: null });
    const after = await callRoute(queue, "GET", "/api/core/review/top-ups", { apiKey: reviewer.apiKey });
    expect(after.json.items.map((t: { _id: string }) => t._id)).not.toContain(topUp._id);
  });

  it("confirmed twice at once (and then again) charges once", async () => {
    const { organization, apiKey } = await createOwner();
    const reviewer = await createReviewer();
    const { json: topUp } = await request(organization.id, apiKey, { amount: 100_000 });
    const results = await Promise.all(
      Array.from({ length: 5 }, () => decide(confirm, "confirm", organization.id, topUp._id, reviewer.apiKey)),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
    for (const r of results.filter((r) => r.status === 409)) {
      expect(r.json).toMatchObject({ statusCode: 409, code: "Conflict", reason: "INVALID_TOP_UP_TRANSITION" });
    }
    expect(await ledger(organization.id)).toHaveLength(1);
    expect((await decide(confirm, "confirm", organization.id, topUp._id, reviewer.apiKey)).status).toBe(409);
    expect((await decide(cancel, "cancel", organization.id, topUp._id, apiKey)).json.reason).toBe("INVALID_TOP_UP_TRANSITION");
  });

  it("the advertiser cancels an open request; it can no longer be confirmed", async () => {
    const { organization, apiKey } = await createOwner();
    const reviewer = await createReviewer();
    const { json: topUp } = await request(organization.id, apiKey, { amount: 100_000 });
    const res = await decide(cancel, "cancel", organization.id, topUp._id, apiKey, { reason: "Wrong amount" });
    expect(res.json).toMatchObject({ status: "TOP_UP_STATUS_CANCELLED", reason: "Wrong amount", chargeId: null });
    expect((await decide(confirm, "confirm", organization.id, topUp._id, reviewer.apiKey)).status).toBe(409);
    expect(await ledger(organization.id)).toHaveLength(0);
  });

  it("a reviewer cancels one no transfer came for (without a body)", async () => {
    const { organization, apiKey } = await createOwner();
    const reviewer = await createReviewer();
    const { json: topUp } = await request(organization.id, apiKey, { amount: 100_000 });
    const res = await decide(cancel, "cancel", organization.id, topUp._id, reviewer.apiKey);
    expect(res.status).toBe(200);
    expect(res.json.status).toBe("TOP_UP_STATUS_CANCELLED");
  });

  it("permissions and tenancy", async () => {
    const a = await createOwner();
    const b = await createOwner();
    const viewer = await addMember(a.organization.id, "viewer");
    const admin = await addMember(a.organization.id, "admin");
    const { json: topUp } = await request(a.organization.id, a.apiKey, { amount: 10_000 });
    // a viewer reads but cannot ask or cancel; an admin can ask
    expect((await request(a.organization.id, viewer.apiKey, { amount: 10_000 })).json).toMatchObject({
      statusCode: 403,
      reason: "PERMISSION_DENIED",
    });
    expect((await decide(cancel, "cancel", a.organization.id, topUp._id, viewer.apiKey)).json).toMatchObject({
      statusCode: 403,
      reason: "PERMISSION_DENIED",
    });
    expect(
      (await callRoute(GET, "GET", base(a.organization.id), { params: { organizationId: a.organization.id }, apiKey: viewer.apiKey }))
        .status,
    ).toBe(200);
    expect((await request(a.organization.id, admin.apiKey, { amount: 10_000 })).status).toBe(200);
    // an owner cannot confirm their own transfer
    expect((await decide(confirm, "confirm", a.organization.id, topUp._id, a.apiKey)).json).toMatchObject({
      statusCode: 403,
      reason: "PERMISSION_DENIED",
    });
    // another organization's request under your organization's path → 404; another organization's path → 403
    const { json: theirs } = await request(b.organization.id, b.apiKey, { amount: 10_000 });
    expect((await decide(cancel, "cancel", a.organization.id, theirs._id, a.apiKey)).json).toMatchObject({
      statusCode: 404,
      code: "NotFound",
    });
    expect(
      (
        await callRoute(getOne, "GET", `${base(a.organization.id)}/${theirs._id}`, {
          params: { organizationId: a.organization.id, topUpId: theirs._id },
          apiKey: a.apiKey,
        })
      ).status,
    ).toBe(404);
    expect((await request(b.organization.id, a.apiKey, { amount: 10_000 })).json).toMatchObject({
      statusCode: 403,
      reason: "NOT_A_MEMBER",
    });
    const reviewer = await createReviewer();
    expect((await decide(confirm, "confirm", a.organization.id, newObjectId(), reviewer.apiKey)).status).toBe(404);
    expect((await callRoute(queue, "GET", "/api/core/review/top-ups", { apiKey: a.apiKey })).json).toMatchObject({ statusCode: 403 });
  });

  it.each([
    [{ amount: 999 }, "amount"],
    [{ amount: 1000.5 }, "amount"],
    [{ amount: "1000" }, "amount"],
    [{}, "amount"],
    [{ amount: 1000, memo: "x" }, "memo"],
  ])("%j → 400 naming %s", async (body, path) => {
    const { organization, apiKey } = await createOwner();
    const res = await request(organization.id, apiKey, body);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ statusCode: 400, code: "BadRequest", reason: "VALIDATION_FAILED" });
    expect(res.json.details.map((d: { path: string }) => d.path)).toContain(path);
  });
});
