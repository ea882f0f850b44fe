import { describe, expect, it } from "vitest";
import { POST as deliver } from "@/app/api/core/delivery/route";
import { GET as queue } from "@/app/api/core/review/refunds/route";
import { prisma } from "@/lib/db/client";
import { newObjectId } from "@/lib/new-object-id";
import { callRoute } from "@/lib/test/call-route";
import { createCampaignWithAds } from "@/lib/test/delivery";
import { addMember, createOwner, createReviewer, seedLedger } from "@/lib/test/fixtures";
import { addUtcDays, utcDayOf } from "@/lib/utc-day";
import { PATCH as registerAccount } from "@/app/api/core/organization/[organizationId]/account/route";
import { POST as approve } from "./[refundId]/approve/route";
import { POST as reject } from "./[refundId]/reject/route";
import { GET as refundable } from "./refundable/route";
import { GET, POST } from "./route";

const base = (organizationId: string) => `/api/core/organization/${organizationId}/refunds`;
const ask = (organizationId: string, apiKey: string, amount: unknown) =>
  callRoute(POST, "POST", base(organizationId), { params: { organizationId }, apiKey, body: { amount } });
const decide = (handler: typeof approve, verb: string, organizationId: string, refundId: string, apiKey: string, body?: unknown) =>
  callRoute(handler, "POST", `${base(organizationId)}/${refundId}/${verb}`, { params: { organizationId, refundId }, apiKey, body });
const readRefundable = (organizationId: string, apiKey: string) =>
  callRoute(refundable, "GET", `${base(organizationId)}/refundable`, { params: { organizationId }, apiKey });

/** An owner with a settlement account and `balance` won. */
async function fundedOwner(balance: number) {
  const owner = await createOwner();
  await callRoute(registerAccount, "PATCH", `/api/core/organization/${owner.organization.id}/account`, {
    params: { organizationId: owner.organization.id },
    apiKey: owner.apiKey,
    body: { accountOwnerName: "Pixel Forge Games Inc.", accountBankName: "KB Kookmin Bank", accountNumber: "110-234-567890" },
  });
  if (balance)
    await seedLedger(owner.organization.id, [{ type: "CHARGE_TYPE_PAID", amount: balance, createdAt: new Date(Date.now() - 60_000) }]);
  return owner;
}

const refundRows = (organizationId: string) => prisma.ledgerEntry.findMany({ where: { organizationId, type: "CHARGE_TYPE_REFUND" } });

describe("refunds on request", () => {
  it("an Owner asks, a reviewer sees it in the queue and approves: one REFUND charge, paid, the balance down", async () => {
    const owner = await fundedOwner(500_000);
    const id = owner.organization.id;
    expect((await readRefundable(id, owner.apiKey)).json).toEqual({ balance: 500_000, reserved: 0, openRequest: 0, refundable: 500_000 });
    const asked = await ask(id, owner.apiKey, 200_000);
    expect(asked.status).toBe(200);
    expect(asked.json).toMatchObject({
      amount: 200_000,
      status: "REFUND_STATUS_REQUESTED",
      account: { accountBankName: "KB Kookmin Bank", accountNumber: "••••••7890" },
      chargeId: null,
      paidAt: null,
    });
    expect((await readRefundable(id, owner.apiKey)).json).toMatchObject({ openRequest: 200_000, refundable: 300_000 });

    const reviewer = await createReviewer();
    const waiting = await callRoute(queue, "GET", "/api/core/review/refunds", { apiKey: reviewer.apiKey });
    expect(waiting.json.items.map((r: { _id: string }) => r._id)).toContain(asked.json._id);

    const res = await decide(approve, "approve", id, asked.json._id, reviewer.apiKey);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ status: "REFUND_STATUS_APPROVED", chargeId: expect.any(String), paidAt: expect.any(String) });
    const rows = await refundRows(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: res.json.chargeId, amount: 200_000n, balanceAfter: 300_000n });

    // approving again, or rejecting now, changes nothing
    expect((await decide(approve, "approve", id, asked.json._id, reviewer.apiKey)).json.reason).toBe("INVALID_REFUND_TRANSITION");
    expect((await decide(reject, "reject", id, asked.json._id, reviewer.apiKey, { reason: "late" })).json.reason).toBe(
      "INVALID_REFUND_TRANSITION",
    );
    expect(await refundRows(id)).toHaveLength(1);
    const list = await callRoute(GET, "GET", base(id), { params: { organizationId: id }, apiKey: owner.apiKey });
    expect(list.json.items[0]).toMatchObject({ status: "REFUND_STATUS_APPROVED", paidAt: res.json.paidAt });
  });

  it("a reviewer rejects with a reason: nothing is charged", async () => {
    const owner = await fundedOwner(100_000);
    const asked = await ask(owner.organization.id, owner.apiKey, 100_000);
    const reviewer = await createReviewer();
    const res = await decide(reject, "reject", owner.organization.id, asked.json._id, reviewer.apiKey, { reason: "계좌 명의가 다릅니다" });
    expect(res.json).toMatchObject({ status: "REFUND_STATUS_REJECTED", reason: "계좌 명의가 다릅니다", paidAt: null, chargeId: null });
    expect(await refundRows(owner.organization.id)).toHaveLength(0);
  });

  it("keeps back what campaigns may still spend, and refuses more (409 REFUND_EXCEEDS_REFUNDABLE), writing nothing", async () => {
    const owner = await fundedOwner(500_000);
    const id = owner.organization.id;
    await createCampaignWithAds(id, { budget: 300_000 });
    await createCampaignWithAds(id, { budget: 900_000, status: "CAMPAIGN_STATUS_ENDED" });
    expect((await readRefundable(id, owner.apiKey)).json).toEqual({
      balance: 500_000,
      reserved: 300_000,
      openRequest: 0,
      refundable: 200_000,
    });
    for (const amount of [200_001, 500_000]) {
      const res = await ask(id, owner.apiKey, amount);
      expect(res.status).toBe(409);
      expect(res.json).toMatchObject({ statusCode: 409, code: "Conflict", reason: "REFUND_EXCEEDS_REFUNDABLE" });
    }
    for (const amount of [0, -5, 1.5, "100"]) {
      const res = await ask(id, owner.apiKey, amount);
      expect(res.status).toBe(400);
      expect(res.json.reason).toBe("VALIDATION_FAILED");
    }
    expect(await prisma.refundRequest.count({ where: { organizationId: id } })).toBe(0);
    expect(await prisma.auditEntry.count({ where: { organizationId: id, action: "refund:request" } })).toBe(0);
    expect((await ask(id, owner.apiKey, 200_000)).status).toBe(200);
    // the open request counts against the next one
    expect((await ask(id, owner.apiKey, 1)).json.reason).toBe("REFUND_EXCEEDS_REFUNDABLE");
  });

  it("needs a settlement account (404 ACCOUNT_NOT_REGISTERED) and an Owner (Admins and Viewers 403)", async () => {
    const { organization, apiKey } = await createOwner();
    await seedLedger(organization.id, [{ type: "CHARGE_TYPE_PAID", amount: 10_000, createdAt: new Date() }]);
    const res = await ask(organization.id, apiKey, 1_000);
    expect(res.status).toBe(404);
    expect(res.json.reason).toBe("ACCOUNT_NOT_REGISTERED");
    const funded = await fundedOwner(10_000);
    for (const role of ["admin", "viewer"] as const) {
      const member = await addMember(funded.organization.id, role);
      expect((await ask(funded.organization.id, member.apiKey, 1_000)).status).toBe(403);
    }
    // and only reviewers decide
    const asked = await ask(funded.organization.id, funded.apiKey, 1_000);
    expect((await decide(approve, "approve", funded.organization.id, asked.json._id, funded.apiKey)).status).toBe(403);
    expect(await prisma.refundRequest.count({ where: { organizationId: { in: [organization.id] } } })).toBe(0);
  });

  it("another organization's refund id is 404 for the reviewer's decision, nothing written", async () => {
    const owner = await fundedOwner(10_000);
    const asked = await ask(owner.organization.id, owner.apiKey, 5_000);
    const other = await fundedOwner(10_000);
    const reviewer = await createReviewer();
    for (const [organizationId, refundId] of [
      [other.organization.id, asked.json._id],
      [owner.organization.id, newObjectId()],
    ]) {
      const res = await decide(approve, "approve", organizationId, refundId, reviewer.apiKey);
      expect(res.status).toBe(404);
      expect(res.json.reason).toBe("NOT_FOUND");
    }
    expect(await refundRows(owner.organization.id)).toHaveLength(0);
    expect(await refundRows(other.organization.id)).toHaveLength(0);
  });

  it("approval racing delivery spend: the balance never goes below zero and at most one REFUND row exists", async () => {
    const reviewer = await createReviewer();
    const day = addUtcDays(utcDayOf(Date.now()), -1);
    for (let round = 0; round < 6; round++) {
      const owner = await fundedOwner(100_000);
      const id = owner.organization.id;
      const { ads } = await createCampaignWithAds(id, { budget: 1_000_000 });
      // asked before the campaign could spend: its whole balance (the row stands for such an older request)
      const refund = await prisma.refundRequest.create({
        data: {
          id: newObjectId(),
          organizationId: id,
          amount: 100_000n,
          status: "REFUND_STATUS_REQUESTED",
          accountOwnerName: "Pixel Forge Games Inc.",
          accountBankName: "KB Kookmin Bank",
          accountNumberLast4: "7890",
        },
      });
      const spend = () =>
        callRoute(deliver, "POST", "/api/core/delivery", {
          apiKey: reviewer.apiKey,
          body: { rows: [{ adId: ads[0].id, date: day, impressions: 100, clicks: 1, installs: 0, spend: 60_000 }] },
        });
      const approval = () => decide(approve, "approve", id, refund.id, reviewer.apiKey);
      const [first, second] = round % 2 ? await Promise.all([spend(), approval()]) : await Promise.all([approval(), spend()]);
      const approved = (round % 2 ? second : first).status === 200;
      expect([200, 409]).toContain((round % 2 ? first : second).status);

      const ledger = await prisma.ledgerEntry.findMany({ where: { organizationId: id }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
      for (const row of ledger) expect(row.balanceAfter).toBeGreaterThanOrEqual(0n);
      const refunds = ledger.filter((row) => row.type === "CHARGE_TYPE_REFUND");
      expect(refunds).toHaveLength(approved ? 1 : 0);
      const stored = await prisma.refundRequest.findUniqueOrThrow({ where: { id: refund.id } });
      expect(stored.status).toBe(approved ? "REFUND_STATUS_APPROVED" : "REFUND_STATUS_REQUESTED");
      expect(stored.ledgerEntryId).toBe(approved ? refunds[0].id : null);
      // the ledger's chain holds: each row's balance is the one before it moved by its amount
      let balance = 0n;
      for (const row of ledger) {
        balance += (row.type === "CHARGE_TYPE_PAID" || row.type === "CHARGE_TYPE_FREE" ? 1n : -1n) * row.amount;
        expect(row.balanceAfter).toBe(balance);
      }
      // a second approval never charges twice
      await decide(approve, "approve", id, refund.id, reviewer.apiKey);
      expect(await refundRows(id)).toHaveLength(approved ? 1 : 0);
    }
  }, 120_000);
});
