import "server-only";
import { Prisma } from "@/lib/db/generated/client";
import type { Tx } from "@/lib/db/client";

/** Spend is KRW; revenue in KRW needs no rate. */
const SPEND_CURRENCY = "KRW";

/** The UTC day whose rate converts revenue of `at`, as the ExchangeRate key reads it. */
function rateDayOf(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
}

/** `amount` × `rate`, rounded half up to the whole won (KRW has no minor unit). */
export function toWholeWon(amount: Prisma.Decimal, rate: Prisma.Decimal): bigint {
  return BigInt(amount.mul(rate).toDecimalPlaces(0, Prisma.Decimal.ROUND_HALF_UP).toFixed(0));
}

/** Revenue in whole won at the rate of its UTC day; null while the operator has loaded no rate for that day. */
export async function krwOf(tx: Pick<Tx, "exchangeRate">, amount: Prisma.Decimal, currency: string, at: Date): Promise<bigint | null> {
  if (currency === SPEND_CURRENCY) return toWholeWon(amount, new Prisma.Decimal(1));
  const row = await tx.exchangeRate.findUnique({ where: { date_currency: { date: rateDayOf(at), currency } }, select: { rate: true } });
  return row ? toWholeWon(amount, row.rate) : null;
}
