import "server-only";
import type { Tx } from "@/lib/db/client";
import { recordEvent } from "@/lib/events/record-event";
import { addUtcDays, utcDayOf } from "@/lib/utc-day";
import { CURRENCY_KRW } from "./charge-types";
import { balanceLowDays } from "./balance-low-days";
import { balanceRunwayDays } from "./balance-runway";

type Level = "LOW" | "EMPTY";
const DAY_MS = 86_400_000;

/**
 * After a change of the balance, in its transaction and under the organization's row lock: the alert level the
 * balance is at now (EMPTY: nothing left; LOW: it lasts fewer than BALANCE_LOW_DAYS days at the last 7 days'
 * pace), compared with the one last announced. A new LOW or EMPTY writes balance.low or balance.empty once; a
 * balance that recovered clears the level without an event, so the next crossing is announced again.
 */
export async function updateBalanceAlert(tx: Tx, organizationId: string, now = new Date()): Promise<void> {
  // One query (it runs with every charge, under the organization's lock): the level last announced, the balance (the
  // latest ledger row's balanceAfter) and what regular campaigns were charged on the last 7 UTC days, today included
  // (the dashboard's "last 7 days"), from the organization's rollup (days × hours × countries, not every ad's day).
  const [facts] = await tx.$queryRaw<{ balanceAlert: Level | null; balance: bigint | null; charged: bigint | null }[]>`
    SELECT o."balanceAlert",
      (SELECT l."balanceAfter" FROM "LedgerEntry" l WHERE l."organizationId" = o."id" ORDER BY l."createdAt" DESC, l."id" DESC LIMIT 1) AS "balance",
      (SELECT sum(r."billed") FROM "DeliveryRollup" r WHERE r."organizationId" = o."id" AND r."date" >= ${addUtcDays(utcDayOf(now), -6)}::date) AS "charged"
    FROM "Organization" o WHERE o."id" = ${organizationId}`;
  if (!facts) throw new Error(`updateBalanceAlert: no organization ${organizationId}`);
  const balanceAlert = facts.balanceAlert;
  const balance = Number(facts.balance ?? 0n);
  const runwayDays = balanceRunwayDays(balance, Number(facts.charged ?? 0n));
  const level: Level | null = balance <= 0 ? "EMPTY" : runwayDays !== null && runwayDays < balanceLowDays() ? "LOW" : null;
  if (level === balanceAlert) return;
  // Raw: a stamp of what was announced, not a change of the organization (its updatedAt stays).
  await tx.$executeRaw`UPDATE "Organization" SET "balanceAlert" = ${level} WHERE "id" = ${organizationId}`;
  if (level === null) return;
  const answer = { organizationId, balance, cur: CURRENCY_KRW };
  if (level === "EMPTY") {
    await recordEvent(tx, { organizationId, type: "balance.empty", objectId: organizationId, data: answer });
    return;
  }
  const days = runwayDays!;
  await recordEvent(tx, {
    organizationId,
    type: "balance.low",
    objectId: organizationId,
    data: {
      ...answer,
      runwayDays: Math.round(days * 100) / 100,
      servingStopsAt: new Date(now.getTime() + Math.round(days * DAY_MS)).toISOString(),
    },
  });
}
