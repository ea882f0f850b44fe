export const BILLING_TAG = "Billing";
export const BUSINESS_DETAILS_PATH = "/api/core/organization/{organizationId}/business-details";

export const businessDetailsExample = {
  registeredName: "주식회사 픽셀포지",
  registrationNumber: "220-81-62517",
  representative: "김하늘",
  businessType: "정보통신업",
  businessItem: "모바일 게임 개발",
  address: "서울특별시 강남구 테헤란로 1",
  invoiceEmail: "finance@pixelforge.example",
};

export const RECEIPTS_PATH = "/api/core/organization/{organizationId}/receipts";
export const RECEIPT_PATH = `${RECEIPTS_PATH}/{receiptId}`;

export const receiptExample = {
  _id: "6740a1b2c3d4e5f601234b01",
  organizationId: "6740a1b2c3d4e5f601234567",
  topUpId: "6740a1b2c3d4e5f601234a01",
  receiptNumber: "R-00000042",
  referenceCode: "TU7KQ2MX9P",
  totalAmount: 500000,
  supplyAmount: 454546,
  vatAmount: 45454,
  buyerName: "주식회사 픽셀포지",
  buyerRegistrationNumber: "220-81-62517",
  issuedAt: "2026-11-22T09:30:00.000Z",
};

export const STATEMENT_PATH = "/api/core/organization/{organizationId}/statements/{month}";

export const statementExample = {
  organizationId: "6740a1b2c3d4e5f601234567",
  month: "2026-10",
  timeZone: "Asia/Seoul",
  from: "2026-09-30T15:00:00.000Z",
  to: "2026-10-31T15:00:00.000Z",
  openingBalance: 120000,
  topUps: 500000,
  credits: 0,
  spend: 318400,
  refunds: 0,
  closingBalance: 301600,
  campaigns: [{ campaignId: "6740a1b2c3d4e5f601234c01", campaignName: "Launch week", amount: 318400 }],
  entryCount: 23,
};

export const REFUNDS_PATH = "/api/core/organization/{organizationId}/refunds";
export const REFUND_PATH = `${REFUNDS_PATH}/{refundId}`;

export const refundExample = {
  _id: "6740a1b2c3d4e5f601234d01",
  organizationId: "6740a1b2c3d4e5f601234567",
  amount: 200000,
  status: "REFUND_STATUS_REQUESTED",
  account: { accountOwnerName: "Pixel Forge Games Inc.", accountBankName: "KB Kookmin Bank", accountNumber: "••••••1234" },
  chargeId: null,
  reason: null,
  createdAt: "2026-11-22T09:30:00.000Z",
  decidedAt: null,
  paidAt: null,
};

export const TAX_INVOICES_PATH = "/api/core/organization/{organizationId}/tax-invoices";
export const TAX_INVOICE_PATH = `${TAX_INVOICES_PATH}/{taxInvoiceId}`;

export const taxInvoiceExample = {
  _id: "6740a1b2c3d4e5f601234f01",
  organizationId: "6740a1b2c3d4e5f601234567",
  status: "TAX_INVOICE_STATUS_ISSUED",
  topUpId: "6740a1b2c3d4e5f601234a01",
  month: null,
  writtenOn: "2026-11-22",
  supplyAmount: 454546,
  vatAmount: 45454,
  totalAmount: 500000,
  buyer: { name: "주식회사 픽셀포지", registrationNumber: "220-81-62517", email: "finance@pixelforge.example" },
  approvalNumber: "20261122-41000000-0a1b2c3d",
  reason: null,
  createdAt: "2026-11-22T09:30:00.000Z",
  decidedAt: "2026-11-23T01:00:00.000Z",
  exportedAt: "2026-11-23T00:40:00.000Z",
};
