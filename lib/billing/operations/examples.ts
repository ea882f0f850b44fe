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

