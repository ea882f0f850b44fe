export const ACCOUNT_PATH = "/api/core/organization/{organizationId}/account";
export const SETTLEMENT_TAG = "Settlement";

export const accountExample = {
  accountOwnerName: "Pixel Forge Games Inc.",
  accountBankName: "KB Kookmin Bank",
  accountNumber: "••••••1234",
};
