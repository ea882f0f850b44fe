// PAID (a paid top-up) and FREE (promotional credit) add to the balance;
// REFUND (prepaid money returned to the advertiser) and USAGE (spend) take from it.

export const CHARGE_TYPES = ["CHARGE_TYPE_PAID", "CHARGE_TYPE_FREE", "CHARGE_TYPE_REFUND", "CHARGE_TYPE_USAGE"] as const;
export type ChargeType = (typeof CHARGE_TYPES)[number];

const CREDIT_TYPES: ReadonlySet<ChargeType> = new Set(["CHARGE_TYPE_PAID", "CHARGE_TYPE_FREE"]);

/** +1 for types that add to the balance, -1 for types that take from it. */
export function chargeSign(type: ChargeType): 1 | -1 {
  return CREDIT_TYPES.has(type) ? 1 : -1;
}

export const CURRENCY_KRW = "CURRENCY_KRW";
