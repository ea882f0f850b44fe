import { inflateRawSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { GET as exportSheet } from "@/app/api/core/review/tax-invoices/export/route";
import { GET as queue } from "@/app/api/core/review/tax-invoices/route";
import { prisma } from "@/lib/db/client";
import { newObjectId } from "@/lib/new-object-id";
import { callRoute } from "@/lib/test/call-route";
import { createOwner, createReviewer } from "@/lib/test/fixtures";
import { POST as requestTopUp } from "@/app/api/core/organization/[organizationId]/balance/top-ups/route";
import { POST as confirm } from "@/app/api/core/organization/[organizationId]/balance/top-ups/[topUpId]/confirm/route";
import { PUT as putBusinessDetails } from "@/app/api/core/organization/[organizationId]/business-details/route";
import { POST as issue } from "./[taxInvoiceId]/issue/route";
import { POST as reject } from "./[taxInvoiceId]/reject/route";
import { GET, POST } from "./route";

const base = (organizationId: string) => `/api/core/organization/${organizationId}`;
const DETAILS = {
  registeredName: "주식회사 픽셀포지",
  registrationNumber: "220-81-62517",
  representative: "김하늘",
  businessType: "정보통신업",
  businessItem: "모바일 게임",
  address: "서울특별시 강남구 테헤란로 1",
  invoiceEmail: "finance@pixelforge.test",
};

async function topUp(organizationId: string, apiKey: string, reviewerKey: string, amount: number, confirmIt = true) {
  const res = await callRoute(requestTopUp, "POST", `${base(organizationId)}/balance/top-ups`, {
    params: { organizationId },
    apiKey,
    body: { amount },
  });
  const topUpId = res.json._id as string;
  if (confirmIt) {
    await callRoute(confirm, "POST", `${base(organizationId)}/balance/top-ups/${topUpId}/confirm`, {
      params: { organizationId, topUpId },
      apiKey: reviewerKey,
    });
  }
  return topUpId;
}
const ask = (organizationId: string, apiKey: string, body: unknown) =>
  callRoute(POST, "POST", `${base(organizationId)}/tax-invoices`, { params: { organizationId }, apiKey, body });
const decide = (handler: typeof issue, verb: string, organizationId: string, taxInvoiceId: string, apiKey: string, body: unknown) =>
  callRoute(handler, "POST", `${base(organizationId)}/tax-invoices/${taxInvoiceId}/${verb}`, {
    params: { organizationId, taxInvoiceId },
    apiKey,
    body,
  });

/** The text of every cell of the .xlsx's one sheet, row by row (inline strings and numbers). */
function sheetRows(bytes: Uint8Array): string[][] {
  const buffer = Buffer.from(bytes);
  const name = "xl/worksheets/sheet1.xml";
  const at = buffer.indexOf(Buffer.from(name));
  const header = at - 30;
  const size = buffer.readUInt32LE(header + 18);
  const xml = inflateRawSync(buffer.subarray(at + name.length, at + name.length + size)).toString("utf8");
  return [...xml.matchAll(/<row r="(\d+)">(.*?)<\/row>/g)].map(([, , cells]) =>
    [...cells.matchAll(/<c r="([A-Z]+)\d+"[^>]*>(?:<is><t[^>]*>(.*?)<\/t><\/is>|<v>(.*?)<\/v>)<\/c>/g)].map(
      (m) => `${m[1]}=${m[2] ?? m[3]}`,
    ),
  );
}

describe("tax invoices", () => {
  it("asked per top-up, exported for the bulk upload, recorded with its approval number: the advertiser sees it", async () => {
    const reviewer = await createReviewer();
    const { organization, apiKey } = await createOwner();
    const id = organization.id;
    await callRoute(putBusinessDetails, "PUT", `${base(id)}/business-details`, { params: { organizationId: id }, apiKey, body: DETAILS });
    const topUpId = await topUp(id, apiKey, reviewer.apiKey, 500_000);
    const asked = await ask(id, apiKey, { topUpId });
    expect(asked.status).toBe(200);
    expect(asked.json).toMatchObject({
      status: "TAX_INVOICE_STATUS_REQUESTED",
      topUpId,
      supplyAmount: 454_546,
      vatAmount: 45_454,
      totalAmount: 500_000,
      buyer: { name: "주식회사 픽셀포지", registrationNumber: "220-81-62517" },
      approvalNumber: null,
    });

    const waiting = await callRoute(queue, "GET", "/api/core/review/tax-invoices", { apiKey: reviewer.apiKey });
    expect(waiting.json.items.map((i: { _id: string }) => i._id)).toContain(asked.json._id);

    const file = await callRoute(exportSheet, "GET", "/api/core/review/tax-invoices/export", { apiKey: reviewer.apiKey });
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    const rows = sheetRows(file.bytes);
    expect(rows[5].slice(0, 3)).toEqual(["A=전자(세금)계산서 종류", "B=작성일자", "C=공급자 등록번호"]);
    const mine = rows.slice(6).find((row) => row.includes(`V=${asked.json._id}`))!;
    expect(mine).toEqual(
      expect.arrayContaining([
        "A=01",
        `B=${asked.json.writtenOn.replaceAll("-", "")}`,
        "K=2208162517",
        "M=주식회사 픽셀포지",
        "N=김하늘",
        "R=finance@pixelforge.test",
        "T=454546",
        "U=45454",
        "AB=454546",
        "AC=45454",
      ]),
    );
    expect((await prisma.taxInvoice.findUniqueOrThrow({ where: { id: asked.json._id } })).exportedAt).not.toBeNull();

    const issued = await decide(issue, "issue", id, asked.json._id, reviewer.apiKey, { approvalNumber: "202611224100000012345678" });
    expect(issued.json).toMatchObject({ status: "TAX_INVOICE_STATUS_ISSUED", approvalNumber: "20261122-41000000-12345678" });
    const list = await callRoute(GET, "GET", `${base(id)}/tax-invoices`, { params: { organizationId: id }, apiKey });
    expect(list.json.items[0]).toMatchObject({ status: "TAX_INVOICE_STATUS_ISSUED", approvalNumber: "20261122-41000000-12345678" });
    // recorded once
    expect(
      (await decide(issue, "issue", id, asked.json._id, reviewer.apiKey, { approvalNumber: "20261122-41000000-99999999" })).json.reason,
    ).toBe("INVALID_TAX_INVOICE_TRANSITION");
  });

  it("refuses without business details, a second one for the same top-up, an unconfirmed or another organization's top-up: nothing written", async () => {
    const reviewer = await createReviewer();
    const { organization, apiKey } = await createOwner();
    const id = organization.id;
    const topUpId = await topUp(id, apiKey, reviewer.apiKey, 100_000);
    const noDetails = await ask(id, apiKey, { topUpId });
    expect(noDetails.status).toBe(409);
    expect(noDetails.json).toMatchObject({ statusCode: 409, code: "Conflict", reason: "BUSINESS_DETAILS_REQUIRED" });
    await callRoute(putBusinessDetails, "PUT", `${base(id)}/business-details`, { params: { organizationId: id }, apiKey, body: DETAILS });
    expect((await ask(id, apiKey, { topUpId })).status).toBe(200);
    const second = await ask(id, apiKey, { topUpId });
    expect(second.json.reason).toBe("TAX_INVOICE_ALREADY_REQUESTED");
    const open = await topUp(id, apiKey, reviewer.apiKey, 100_000, false);
    expect((await ask(id, apiKey, { topUpId: open })).json.reason).toBe("TOP_UP_NOT_CONFIRMED");
    const other = await createOwner();
    const theirs = await topUp(other.organization.id, other.apiKey, reviewer.apiKey, 100_000);
    expect((await ask(id, apiKey, { topUpId: theirs })).status).toBe(404);
    expect((await ask(id, apiKey, { topUpId: newObjectId() })).status).toBe(404);
    expect((await ask(id, apiKey, {})).json.reason).toBe("VALIDATION_FAILED");
    expect(await prisma.taxInvoice.count({ where: { organizationId: id } })).toBe(1);
    expect(await prisma.auditEntry.count({ where: { organizationId: id, action: "tax-invoice:request" } })).toBe(1);
  });

  it("a rejected one says why, and the top-up may be asked for again; a bad approval number is 400", async () => {
    const reviewer = await createReviewer();
    const { organization, apiKey } = await createOwner();
    const id = organization.id;
    await callRoute(putBusinessDetails, "PUT", `${base(id)}/business-details`, { params: { organizationId: id }, apiKey, body: DETAILS });
    const topUpId = await topUp(id, apiKey, reviewer.apiKey, 100_000);
    const asked = await ask(id, apiKey, { topUpId });
    const bad = await decide(issue, "issue", id, asked.json._id, reviewer.apiKey, { approvalNumber: "12345" });
    expect(bad.status).toBe(400);
    expect(bad.json.reason).toBe("VALIDATION_FAILED");
    expect((await decide(issue, "issue", id, asked.json._id, apiKey, { approvalNumber: "202611224100000012345678" })).status).toBe(403);
    const rejected = await decide(reject, "reject", id, asked.json._id, reviewer.apiKey, { reason: "휴업 중인 사업자입니다" });
    expect(rejected.json).toMatchObject({ status: "TAX_INVOICE_STATUS_REJECTED", reason: "휴업 중인 사업자입니다", approvalNumber: null });
    expect((await ask(id, apiKey, { topUpId })).status).toBe(200);
  });
});
