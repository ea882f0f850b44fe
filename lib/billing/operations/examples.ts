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
