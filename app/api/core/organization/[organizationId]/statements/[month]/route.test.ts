import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import type { ChargeType } from "@/lib/balance/charge-types";
import { chargeSign } from "@/lib/balance/charge-types";
import { deliveryDescription } from "@/lib/balance/entry-description";
import { monthRange, nextMonth } from "@/lib/billing/statement";
import { prisma } from "@/lib/db/client";
import { newObjectId } from "@/lib/new-object-id";
import { callRoute } from "@/lib/test/call-route";
import { addMember, createOwner } from "@/lib/test/fixtures";
import { pdfText } from "@/lib/test/pdf-text";
import { dayIn } from "@/lib/time-zone";
import { GET as getCsv } from "./csv/route";
import { GET as getPdf } from "./pdf/route";
import { GET } from "./route";

const ZONES = ["UTC", "Asia/Seoul", "America/New_York", "Pacific/Auckland", "America/St_Johns"];
const CAMPAIGNS = [
  { id: "6740a1b2c3d4e5f601234c01", name: "Launch week" },
  { id: "6740a1b2c3d4e5f601234c02", name: '겨울 이벤트, "special"' },
];
const DAY = 86_400_000;

/** The month `monthsAgo` months before the test clock's (UTC): over in every zone. */
function pastMonth(monthsAgo: number) {
  const now = new Date();
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsAgo, 1));
  return d.toISOString().slice(0, 7);
}

const path = (organizationId: string, month: string, file = "") =>
  `/api/core/organization/${organizationId}/statements/${month}${file ? `/${file}` : ""}`;
const read = (organizationId: string, month: string, apiKey: string) =>
  callRoute(GET, "GET", path(organizationId, month), { params: { organizationId, month }, apiKey });

type Row = { type: ChargeType; amount: number; createdAt: Date; description: string; id: string; balanceAfter: bigint };

/** A ledger as the server writes it: each row's balance chained on the one before, never below zero. */
function chain(drafts: { type: ChargeType; amount: number; at: number; campaign: number }[]): Row[] {
  let balance = 0n;
  return drafts
    .sort((a, b) => a.at - b.at)
    .map((draft, index) => {
      let { type, amount } = draft;
      if (balance + BigInt(chargeSign(type) * amount) < 0n) type = "CHARGE_TYPE_PAID";
      if (type === "CHARGE_TYPE_USAGE" && draft.campaign < 0) amount = Math.max(1, amount);
      balance += BigInt(chargeSign(type) * amount);
      const campaign = CAMPAIGNS[draft.campaign];
      const description =
        type === "CHARGE_TYPE_USAGE"
          ? campaign
            ? deliveryDescription(campaign, [new Date(draft.at).toISOString().slice(0, 10)])
            : "Manual correction"
          : "";
      // ids increase with the index, so rows at the same instant keep the drafted order
      const id = newObjectId(draft.at).slice(0, 8) + index.toString(16).padStart(16, "0");
      return { type, amount, createdAt: new Date(draft.at), description, id, balanceAfter: balance };
    });
}

describe("monthly statements", () => {
  let owner: Awaited<ReturnType<typeof createOwner>>;
  beforeAll(async () => {
    owner = await createOwner({ name: "Pixel Forge" });
  });

  it("equals the ledger to the won for 100 random histories (zones, boundaries, same-instant rows)", async () => {
    const organizationId = owner.organization.id;
    const history = fc.record({
      zone: fc.constantFrom(...ZONES),
      monthsAgo: fc.integer({ min: 2, max: 14 }),
      rows: fc.array(
        fc.record({
          type: fc.constantFrom<ChargeType>(
            "CHARGE_TYPE_PAID",
            "CHARGE_TYPE_FREE",
            "CHARGE_TYPE_USAGE",
            "CHARGE_TYPE_USAGE",
            "CHARGE_TYPE_REFUND",
          ),
          amount: fc.integer({ min: 1, max: 5_000_000 }),
          // where in (month start − 40 days, month end + 40 days), or exactly on an edge
          place: fc.oneof(fc.double({ min: -0.5, max: 1.5, noNaN: true }), fc.constantFrom(0, 1, "start-1", "end-1")),
          campaign: fc.integer({ min: -1, max: 1 }),
        }),
        { maxLength: 40 },
      ),
    });
    await fc.assert(
      fc.asyncProperty(history, async ({ zone, monthsAgo, rows }) => {
        const month = pastMonth(monthsAgo);
        const { start, end } = monthRange(month, zone);
        const span = end.getTime() - start.getTime();
        const at = (place: number | string) =>
          place === "start-1"
            ? start.getTime() - 1
            : place === "end-1"
              ? end.getTime() - 1
              : Math.round(start.getTime() + (place as number) * span);
        const ledger = chain(rows.map((r) => ({ type: r.type, amount: r.amount, at: at(r.place), campaign: r.campaign })));
        await prisma.ledgerEntry.deleteMany({ where: { organizationId } });
        await prisma.organization.update({ where: { id: organizationId }, data: { timeZone: zone } });
        await prisma.ledgerEntry.createMany({
          data: ledger.map((r) => ({ ...r, amount: BigInt(r.amount), organizationId })),
        });

        // the oracle: the ledger itself
        const inMonth = ledger.filter((r) => r.createdAt >= start && r.createdAt < end);
        const opening = ledger.filter((r) => r.createdAt < start).at(-1)?.balanceAfter ?? 0n;
        const sum = (type: ChargeType) => inMonth.filter((r) => r.type === type).reduce((s, r) => s + r.amount, 0);
        const closing = inMonth.at(-1)?.balanceAfter ?? opening;
        const res = await read(organizationId, month, owner.apiKey);
        expect(res.status).toBe(200);
        const s = res.json;
        expect(s).toMatchObject({
          month,
          timeZone: zone,
          from: start.toISOString(),
          to: end.toISOString(),
          openingBalance: Number(opening),
          topUps: sum("CHARGE_TYPE_PAID"),
          credits: sum("CHARGE_TYPE_FREE"),
          spend: sum("CHARGE_TYPE_USAGE"),
          refunds: sum("CHARGE_TYPE_REFUND"),
          closingBalance: Number(closing),
          entryCount: inMonth.length,
        });
        expect(s.openingBalance + s.topUps + s.credits - s.spend - s.refunds).toBe(s.closingBalance);
        for (const campaign of CAMPAIGNS) {
          const spent = inMonth
            .filter((r) => r.type === "CHARGE_TYPE_USAGE" && r.description.includes(campaign.id))
            .reduce((t, r) => t + r.amount, 0);
          const line = s.campaigns.find((c: { campaignId: string }) => c.campaignId === campaign.id);
          expect(line?.amount ?? 0).toBe(spent);
          if (line) expect(line.campaignName).toBe(campaign.name);
        }
        expect(s.campaigns.reduce((t: number, c: { amount: number }) => t + c.amount, 0)).toBe(s.spend);

        // the CSV's per-day spend lines add up to the same spend, each on its day in the zone
        const csv = await callRoute(getCsv, "GET", path(organizationId, month, "csv"), {
          params: { organizationId, month },
          apiKey: owner.apiKey,
        });
        const spendLines = csv.text.split("\r\n").filter((line) => line.startsWith("Spend,") && line.split(",")[1] !== "");
        expect(spendLines.reduce((t, line) => t + Number(line.split(",").at(-1)), 0)).toBe(s.spend);
        for (const line of spendLines) expect(line.split(",")[1].slice(0, 7)).toBe(month);
        expect(
          new Set(inMonth.filter((r) => r.type === "CHARGE_TYPE_USAGE").map((r) => dayIn(r.createdAt, zone))).size,
        ).toBeLessThanOrEqual(spendLines.length);
      }),
      { numRuns: 100 },
    );
  }, 600_000);

  it("the PDF and CSV say it in Korean and English", async () => {
    const { organization, apiKey } = await createOwner({ name: "픽셀포지" });
    await prisma.organization.update({ where: { id: organization.id }, data: { timeZone: "Asia/Seoul" } });
    const month = pastMonth(2);
    const { start } = monthRange(month, "Asia/Seoul");
    const ledger = chain([
      { type: "CHARGE_TYPE_PAID", amount: 500_000, at: start.getTime() + DAY, campaign: -1 },
      { type: "CHARGE_TYPE_USAGE", amount: 120_000, at: start.getTime() + 2 * DAY, campaign: 1 },
      { type: "CHARGE_TYPE_USAGE", amount: 30_000, at: start.getTime() + 3 * DAY, campaign: 0 },
    ]);
    await prisma.ledgerEntry.createMany({ data: ledger.map((r) => ({ ...r, amount: BigInt(r.amount), organizationId: organization.id })) });
    const params = { organizationId: organization.id, month };
    const ko = await callRoute(getPdf, "GET", path(organization.id, month, "pdf"), { params, apiKey, query: { locale: "ko" } });
    expect(ko.headers.get("content-type")).toBe("application/pdf");
    const koText = (await pdfText(ko.bytes)).join("\n");
    const [year, m] = month.split("-").map(Number);
    for (const words of [
      "월별 명세서",
      `${year}년 ${m}월`,
      "픽셀포지",
      "기초 잔액",
      "충전",
      "500,000원",
      "광고비",
      "-150,000원",
      "기말 잔액",
      "350,000원",
      "캠페인별 광고비",
      "겨울 이벤트",
      "120,000원",
      "Launch week",
      "− 광고비 − 환불 = 기말 잔액",
    ]) {
      expect(koText).toContain(words);
    }
    const en = await callRoute(getPdf, "GET", path(organization.id, month, "pdf"), { params, apiKey, query: { locale: "en" } });
    const enText = (await pdfText(en.bytes)).join("\n");
    for (const words of ["Monthly statement", "Opening balance", "₩500,000", "Closing balance", "₩350,000", "겨울 이벤트"])
      expect(enText).toContain(words);

    const csv = await callRoute(getCsv, "GET", path(organization.id, month, "csv"), { params, apiKey, query: { locale: "ko" } });
    expect(csv.headers.get("content-type")).toContain("text/csv");
    const lines = csv.text.replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]).toBe("항목,일자,캠페인 ID,캠페인,금액(원)");
    expect(lines).toContain(
      `광고비,${dayIn(new Date(start.getTime() + 2 * DAY), "Asia/Seoul")},${CAMPAIGNS[1].id},"겨울 이벤트, ""special""",120000`,
    );
    expect(lines).toContain("기말 잔액,,,,350000");
  });

  it("refuses a month not yet ended (400 STATEMENT_MONTH_NOT_ENDED) and a malformed month, writing nothing", async () => {
    const { organization, apiKey } = await createOwner();
    const thisMonth = new Date().toISOString().slice(0, 7);
    for (const month of [thisMonth, nextMonth(thisMonth)]) {
      const res = await read(organization.id, month, apiKey);
      expect(res.status).toBe(400);
      expect(res.json).toMatchObject({ statusCode: 400, code: "BadRequest", reason: "STATEMENT_MONTH_NOT_ENDED" });
      const pdf = await callRoute(getPdf, "GET", path(organization.id, month, "pdf"), {
        params: { organizationId: organization.id, month },
        apiKey,
      });
      expect(pdf.json.reason).toBe("STATEMENT_MONTH_NOT_ENDED");
    }
    for (const month of ["2026-13", "2026-1", "latest"]) {
      const res = await read(organization.id, month, apiKey);
      expect(res.status).toBe(400);
      expect(res.json.reason).toBe("VALIDATION_FAILED");
    }
    expect(await prisma.ledgerEntry.count({ where: { organizationId: organization.id } })).toBe(0);
  });

  it("Viewers read it; another organization's key gets 403", async () => {
    const { organization } = await createOwner();
    const viewer = await addMember(organization.id, "viewer");
    expect((await read(organization.id, pastMonth(1), viewer.apiKey)).status).toBe(200);
    const other = await createOwner();
    expect((await read(organization.id, pastMonth(1), other.apiKey)).status).toBe(403);
  });
});
