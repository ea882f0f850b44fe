export const TOP_UPS_PATH = "/api/core/organization/{organizationId}/balance/top-ups";
export const TOP_UP_PATH = `${TOP_UPS_PATH}/{topUpId}`;
export const BALANCE_TAG = "Balance";

export const topUpExample = {
  _id: "6740a1b2c3d4e5f601234a01",
  organizationId: "6740a1b2c3d4e5f601234567",
  amount: 500000,
  cur: "CURRENCY_KRW",
  status: "TOP_UP_STATUS_REQUESTED",
  referenceCode: "TU7KQ2MX9P",
  bankTransfer: {
    bankName: "Demo Bank",
    accountNumber: "000-000000-00-000",
    accountHolder: "AdNet Demo",
    amount: 500000,
    depositorMemo: "TU7KQ2MX9P",
    demo: true,
  },
  chargeId: null,
  reason: null,
  createdAt: "2026-11-22T09:30:00.000Z",
  decidedAt: null,
};
