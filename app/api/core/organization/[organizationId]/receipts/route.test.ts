import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { newObjectId } from "@/lib/new-object-id";
import { callRoute } from "@/lib/test/call-route";
import { createOwner, createReviewer } from "@/lib/test/fixtures";
import { pdfText } from "@/lib/test/pdf-text";
import { POST as requestTopUp } from "@/app/api/core/organization/[organizationId]/balance/top-ups/route";
import { POST as confirm } from "@/app/api/core/organization/[organizationId]/balance/top-ups/[topUpId]/confirm/route";
import { PUT as putBusinessDetails } from "@/app/api/core/organization/[organizationId]/business-details/route";
import { GET as getPdf } from "./[receiptId]/pdf/route";
import { GET as getOne } from "./[receiptId]/route";
import { GET as list } from "./route";

const base = (organizationId: string) => `/api/core/organization/${organizationId}`;

/** A top-up requested by the owner and confirmed by a reviewer: the way a receipt comes to exist. */
async function confirmedTopUp(organizationId: string, apiKey: string, reviewerKey: string, amount: number) {
  const topUp = await callRoute(requestTopUp, "POST", `${base(organizationId)}/balance/top-ups`, {
    params: { organizationId },
    apiKey,
    body: { amount },
  });
  const topUpId = topUp.json._id as string;
  const res = await callRoute(confirm, "POST", `${base(organizationId)}/balance/top-ups/${topUpId}/confirm`, {
    params: { organizationId, topUpId },
    apiKey: reviewerKey,
  });
  expect(res.status).toBe(200);
  return topUp.json as { _id: string; referenceCode: string };
}

const receipts = (organizationId: string, apiKey: string) =>
  callRoute(list, "GET", `${base(organizationId)}/receipts`, { params: { organizationId }, apiKey });
const pdf = (organizationId: string, receiptId: string, apiKey: string, locale: string) =>
  callRoute(getPdf, "GET", `${base(organizationId)}/receipts/${receiptId}/pdf`, {
    params: { organizationId, receiptId },
    apiKey,
    query: { locale },
  });

describe("receipts", () => {
  it("every confirmed top-up has one: supply + VAT = total, numbers that never repeat", async () => {
    const reviewer = await createReviewer();
    const { organization, apiKey } = await createOwner({ name: "Pixel Forge" });
    const first = await confirmedTopUp(organization.id, apiKey, reviewer.apiKey, 500_000);
    const second = await confirmedTopUp(organization.id, apiKey, reviewer.apiKey, 110_000);
    const res = await receipts(organization.id, apiKey);
    expect(res.status).toBe(200);
    const [newest, oldest] = res.json.items;
    expect(oldest).toMatchObject({
      topUpId: first._id,
      referenceCode: first.referenceCode,
      totalAmount: 500_000,
      supplyAmount: 454_546,
      vatAmount: 45_454,
      buyerName: "Pixel Forge",
      buyerRegistrationNumber: null,
    });
    expect(newest).toMatchObject({ topUpId: second._id, totalAmount: 110_000, supplyAmount: 100_000, vatAmount: 10_000 });
    expect(oldest.receiptNumber).toMatch(/^R-\d{8}$/);
    expect(Number(newest.receiptNumber.slice(2))).toBeGreaterThan(Number(oldest.receiptNumber.slice(2)));
    const one = await callRoute(getOne, "GET", `${base(organization.id)}/receipts/${oldest._id}`, {
      params: { organizationId: organization.id, receiptId: oldest._id },
      apiKey,
    });
    expect(one.json).toEqual(oldest);
    // numbers are unique across every organization
    const all = await prisma.receipt.findMany({ select: { number: true } });
    expect(new Set(all.map((r) => r.number)).size).toBe(all.length);
  });

  it("the PDF says it in Korean and in English: supplier, buyer, amounts, reference and number", async () => {
    const reviewer = await createReviewer();
    const { organization, apiKey } = await createOwner({ name: "Pixel Forge" });
    await callRoute(putBusinessDetails, "PUT", `${base(organization.id)}/business-details`, {
      params: { organizationId: organization.id },
      apiKey,
      body: {
        registeredName: "주식회사 픽셀포지",
        registrationNumber: "2208162517",
        representative: "김하늘",
        businessType: "정보통신업",
        businessItem: "모바일 게임",
        address: "서울특별시 강남구",
        invoiceEmail: "finance@pixelforge.test",
      },
    });
    const topUp = await confirmedTopUp(organization.id, apiKey, reviewer.apiKey, 500_000);
    const [receipt] = (await receipts(organization.id, apiKey)).json.items;

    const ko = await pdf(organization.id, receipt._id, apiKey, "ko");
    expect(ko.status).toBe(200);
    expect(ko.headers.get("content-type")).toBe("application/pdf");
    expect(ko.headers.get("content-disposition")).toContain(`receipt-${receipt.receiptNumber}-ko.pdf`);
    const [koText] = await pdfText(ko.bytes);
    for (const words of [
      "영수증",
      receipt.receiptNumber,
      topUp.referenceCode,
      "공급자",
      "공급받는자",
      "주식회사 픽셀포지",
      "220-81-62517",
      "공급가액",
      "454,546원",
      "부가세(10%)",
      "45,454원",
      "합계",
      "500,000원",
      "시연용 공급자",
    ]) {
      expect(koText).toContain(words);
    }

    const en = await pdf(organization.id, receipt._id, apiKey, "en");
    const [enText] = await pdfText(en.bytes);
    for (const words of [
      "Receipt",
      receipt.receiptNumber,
      "Supply amount",
      "₩454,546",
      "VAT (10%)",
      "₩45,454",
      "Total",
      "₩500,000",
      "주식회사 픽셀포지",
    ]) {
      expect(enText).toContain(words);
    }
    expect(enText).not.toContain("공급가액");
  });

  it("another organization's receipt id is 404 NOT_FOUND, and an unknown locale 400", async () => {
    const reviewer = await createReviewer();
    const { organization, apiKey } = await createOwner();
    await confirmedTopUp(organization.id, apiKey, reviewer.apiKey, 100_000);
    const [receipt] = (await receipts(organization.id, apiKey)).json.items;
    const other = await createOwner();
    for (const res of [
      await pdf(other.organization.id, receipt._id, other.apiKey, "en"),
      await callRoute(getOne, "GET", `${base(other.organization.id)}/receipts/${receipt._id}`, {
        params: { organizationId: other.organization.id, receiptId: receipt._id },
        apiKey: other.apiKey,
      }),
      await pdf(organization.id, newObjectId(), apiKey, "en"),
    ]) {
      expect(res.status).toBe(404);
      expect(res.json).toMatchObject({ statusCode: 404, code: "NotFound", reason: "NOT_FOUND" });
    }
    const bad = await pdf(organization.id, receipt._id, apiKey, "fr");
    expect(bad.status).toBe(400);
    expect(bad.json.reason).toBe("VALIDATION_FAILED");
  });
});
