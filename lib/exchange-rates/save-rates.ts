import "server-only";
import type { Tx } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import { addToAttributionRollup, dayOffsetOf, type RollupKey } from "@/lib/attribution/rollup";
import { toWholeWon } from "@/lib/attribution/exchange";
import type { ExchangeRateAnswer } from "./schemas";

/** One day's rate of one currency: KRW per unit, a decimal string. */
type RateEntry = { date: string; currency: string; rate: string };

type Waiting = {
  id: string;
  organizationId: string;
  campaignId: string | null;
  adId: string | null;
  creativeId: string | null;
  country: string | null;
  platform: string | null;
  installAt: Date | null;
  eventAt: Date | null;
  receivedAt: Date;
  eventName: string | null;
  revenue: Prisma.Decimal;
  revenueKrw: bigint | null;
};

/**
 * The moment a postback's revenue is converted at (its UTC day picks the rate) and its place in the rollup: the
 * event's time, else the install's, else when it arrived; as the receiver converts it with krwOf.
 */
const eventMoment = (p: Waiting) => p.eventAt ?? p.installAt ?? p.receivedAt;

function rollupKeyOf(p: Waiting): RollupKey {
  const installAt = p.installAt ?? eventMoment(p);
  return {
    organizationId: p.organizationId,
    campaignId: p.campaignId ?? "",
    adId: p.adId ?? "",
    creativeId: p.creativeId ?? "",
    country: p.country ?? "",
    platform: p.platform ?? "",
    source: "MMP",
    installAt,
    dayOffset: dayOffsetOf(installAt, eventMoment(p)),
    eventName: p.eventName ?? "",
  };
}

/**
 * Stores one day's rate of one currency and converts, in `tx`, the attributed postbacks of that currency whose
 * event falls on that UTC day: one still waiting for a rate gets its revenueKrw, and its rollup row moves one event
 * from unconvertedEvents to revenue; one converted before at another rate moves the difference. The rate row is
 * written first and stays locked until the transaction ends, so a second load of the same day and currency waits
 * for this one and then finds nothing left to move: each postback is converted exactly once per rate.
 */
async function saveRate(tx: Tx, entry: RateEntry, actorId: string | null): Promise<number> {
  const date = new Date(`${entry.date}T00:00:00Z`);
  const rate = new Prisma.Decimal(entry.rate);
  await tx.$executeRaw`
    INSERT INTO "ExchangeRate" ("date", "currency", "rate", "createdById", "updatedAt")
    VALUES (${date}::date, ${entry.currency}, ${entry.rate}::numeric, ${actorId}, now())
    ON CONFLICT ("date", "currency") DO UPDATE SET "rate" = EXCLUDED."rate", "createdById" = EXCLUDED."createdById", "updatedAt" = now()`;
  const next = new Date(date.getTime() + 86_400_000);
  // Locked as read: a receiver converting one of these at this moment (it read no rate yet) commits first.
  const postbacks = await tx.$queryRaw<Waiting[]>`
    SELECT "id", "organizationId", "campaignId", "adId", "creativeId", "country", "platform", "installAt", "eventAt",
      "receivedAt", "eventName", "revenue", "revenueKrw"
    FROM "Postback"
    WHERE "outcome" = 'ATTRIBUTED' AND "currency" = ${entry.currency} AND "revenue" IS NOT NULL
      AND COALESCE("eventAt", "installAt", "receivedAt") >= ${date} AND COALESCE("eventAt", "installAt", "receivedAt") < ${next}
    ORDER BY "id"
    FOR UPDATE`;
  let converted = 0;
  for (const p of postbacks) {
    const krw = toWholeWon(new Prisma.Decimal(p.revenue), rate);
    if (p.revenueKrw === krw) continue;
    await tx.postback.update({ where: { id: p.id }, data: { revenueKrw: krw } });
    await addToAttributionRollup(
      tx,
      rollupKeyOf(p),
      p.revenueKrw === null ? { revenue: krw, unconvertedEvents: -1n } : { revenue: krw - p.revenueKrw },
    );
    converted++;
  }
  return converted;
}

/** Stores the rates (in the caller's transaction) and converts what waited for them; answers how many postbacks moved. */
export async function saveRates(tx: Tx, entries: readonly RateEntry[], actorId: string | null): Promise<number> {
  let converted = 0;
  // One order for every loader, so two loads of overlapping rates never wait on each other in a cycle.
  const ordered = [...entries].sort((a, b) => a.date.localeCompare(b.date) || a.currency.localeCompare(b.currency));
  for (const entry of ordered) converted += await saveRate(tx, entry, actorId);
  return converted;
}

/** The rates of [from, to] (UTC days), by day then currency. */
export async function listRates(tx: Tx, query: { from: string; to: string; currency?: string }): Promise<ExchangeRateAnswer[]> {
  const rows = await tx.exchangeRate.findMany({
    where: {
      date: { gte: new Date(`${query.from}T00:00:00Z`), lte: new Date(`${query.to}T00:00:00Z`) },
      ...(query.currency ? { currency: query.currency } : {}),
    },
    orderBy: [{ date: "asc" }, { currency: "asc" }],
  });
  return rows.map((row) => ({
    date: row.date.toISOString().slice(0, 10),
    currency: row.currency,
    rate: new Prisma.Decimal(row.rate).toFixed(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}
