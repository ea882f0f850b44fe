import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { callRoute } from "@/lib/test/call-route";
import { addMember, createOwner } from "@/lib/test/fixtures";
import { GET, PUT } from "./route";

const path = (id: string) => `/api/core/organization/${id}/business-details`;
const DETAILS = {
  registeredName: "주식회사 픽셀포지",
  registrationNumber: "220-81-62517",
  representative: "김하늘",
  businessType: "정보통신업",
  businessItem: "모바일 게임 개발",
  address: "서울특별시 강남구 테헤란로 1",
  invoiceEmail: "finance@pixelforge.test",
};

const put = (organizationId: string, apiKey: string, body: Record<string, unknown>) =>
  callRoute(PUT, "PUT", path(organizationId), { params: { organizationId }, apiKey, body });
const get = (organizationId: string, apiKey: string) => callRoute(GET, "GET", path(organizationId), { params: { organizationId }, apiKey });

describe("business details", () => {
  it("is null until registered, then answers the number hyphenated and audits the change", async () => {
    const { organization, apiKey } = await createOwner();
    expect((await get(organization.id, apiKey)).json).toBeNull();
    const res = await put(organization.id, apiKey, { ...DETAILS, registrationNumber: "2208162517" });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ ...DETAILS, registrationNumber: "220-81-62517" });
    expect((await get(organization.id, apiKey)).json).toMatchObject(DETAILS);
    const row = await prisma.businessDetails.findUniqueOrThrow({ where: { organizationId: organization.id } });
    expect(row.registrationNumber).toBe("2208162517");
    const audit = await prisma.auditEntry.findMany({ where: { organizationId: organization.id, action: "billing:update" } });
    expect(audit).toHaveLength(1);
    expect(audit[0].fields).toContain("registrationNumber");
  });

  it("replaces the record whole on a second PUT", async () => {
    const { organization, apiKey } = await createOwner();
    await put(organization.id, apiKey, DETAILS);
    const res = await put(organization.id, apiKey, { ...DETAILS, registrationNumber: "124-81-00998", businessItem: "광고" });
    expect(res.json).toMatchObject({ registrationNumber: "124-81-00998", businessItem: "광고" });
    expect(await prisma.businessDetails.count({ where: { organizationId: organization.id } })).toBe(1);
  });

  it.each([
    ["a wrong check digit", { registrationNumber: "220-81-62518" }, "registrationNumber"],
    ["nine digits", { registrationNumber: "220-81-6251" }, "registrationNumber"],
    ["an empty name", { registeredName: " " }, "registeredName"],
    ["a bad e-mail", { invoiceEmail: "finance" }, "invoiceEmail"],
  ])("400 VALIDATION_FAILED on %s, nothing written", async (_label, change, field) => {
    const { organization, apiKey } = await createOwner();
    const res = await put(organization.id, apiKey, { ...DETAILS, ...change });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ statusCode: 400, code: "BadRequest", reason: "VALIDATION_FAILED" });
    expect(res.json.details.map((d: { path: string }) => d.path)).toEqual([field]);
    expect(await prisma.businessDetails.count({ where: { organizationId: organization.id } })).toBe(0);
    expect(await prisma.auditEntry.count({ where: { organizationId: organization.id, action: "billing:update" } })).toBe(0);
  });

  it("Admins change it; Viewers read it and get 403 PERMISSION_DENIED on a change", async () => {
    const { organization } = await createOwner();
    const admin = await addMember(organization.id, "admin");
    expect((await put(organization.id, admin.apiKey, DETAILS)).status).toBe(200);
    const viewer = await addMember(organization.id, "viewer");
    expect((await get(organization.id, viewer.apiKey)).json).toMatchObject(DETAILS);
    const res = await put(organization.id, viewer.apiKey, { ...DETAILS, businessItem: "바뀜" });
    expect(res.status).toBe(403);
    expect(res.json.reason).toBe("PERMISSION_DENIED");
  });

  it("another organization's key gets 403 and reads nothing", async () => {
    const { organization, apiKey } = await createOwner();
    await put(organization.id, apiKey, DETAILS);
    const other = await createOwner();
    const res = await get(organization.id, other.apiKey);
    expect(res.status).toBe(403);
    expect(res.text).not.toContain("픽셀포지");
  });
});
