export const ORGANIZATION_PATH = "/api/core/organization/{organizationId}";
export const BALANCE_TAG = "Balance";

export const chargeExample = {
  _id: "6740a1b2c3d4e5f601234999",
  type: "CHARGE_TYPE_PAID",
  amount: 500000,
  cur: "CURRENCY_KRW",
  balanceAfter: 1250000,
  description: "Bank transfer 2026-11-21",
  createdAt: "2026-11-21T09:30:00.000Z",
};
