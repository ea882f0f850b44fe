import "server-only";
import type { Tx } from "@/lib/db/client";
import { transaction } from "@/lib/db/transaction";
import { addUtcDays, utcDayOf } from "@/lib/utc-day";
import { recordCampaignEvents } from "./campaign-events";
import { goalCheckOf, GOAL_WINDOW_DAYS, type GoalFigures } from "./goal-status";
import { setting } from "@/lib/config";

// The recurring goal check (the event worker's timed sweep): each running campaign with a goal has its last 7
// complete UTC days compared with the goal, at most once an hour, and the result stored in CampaignGoalCheck so a
// campaign answer reads it in one join. The turn into OFF_TARGET writes campaign.goal_missed, once per turn.

const BATCH = 100;
/**
 * How often a campaign's goal is compared again (GOAL_CHECK_INTERVAL_MS, an hour by default): late postbacks and D7
 * revenue keep arriving for past days.
 */
export const goalCheckIntervalMs = () => setting("GOAL_CHECK_INTERVAL_MS");
/** Revenue counted toward D7 ROAS: events within 7 whole days of their install (dayOffset ≤ 7). */
const D7 = 7;

type Due = {
  id: string;
  organizationId: string;
  bidType: string;
  goalType: string;
  goalTarget: bigint;
  previousState: string | null;
  previousType: string | null;
  previousTarget: bigint | null;
};

type Sum = { campaignId: string; country: string; amount: bigint | number | null };
type Installs = { campaignId: string; country: string; installs: bigint | number; revenue: bigint | number | null };

/** The window: [from, to) as UTC days (YYYY-MM-DD), the 7 complete days before today's. */
export function goalWindow(now: Date) {
  const to = utcDayOf(now.getTime());
  return { from: addUtcDays(to, -GOAL_WINDOW_DAYS), to };
}

const at = (day: string) => new Date(`${day}T00:00:00.000Z`);

/** Per campaign: the total and each country's figures, read in four queries for the whole batch. */
async function figuresOf(tx: Tx, due: Due[], now: Date) {
  const { from, to } = goalWindow(now);
  const cpm = due.filter((c) => c.bidType !== "BID_TYPE_CPI").map((c) => c.id);
  const cpi = due.filter((c) => c.bidType === "BID_TYPE_CPI").map((c) => c.id);
  const ids = due.map((c) => c.id);
  const [deliveryTotal, deliveryCountries, installCharges, installs] = await Promise.all([
    // CPM: what delivery was charged, all countries (the ad's days) and by country (rows reported per country)
    tx.$queryRaw<Sum[]>`
      SELECT "campaignId", '' AS "country", sum("charged") AS "amount" FROM "DeliveryDay"
      WHERE "campaignId" = ANY(${cpm}::text[]) AND "date" >= ${from}::date AND "date" < ${to}::date GROUP BY "campaignId"`,
    tx.$queryRaw<Sum[]>`
      SELECT "campaignId", "country", sum("charged") AS "amount" FROM "DeliveryCell"
      WHERE "campaignId" = ANY(${cpm}::text[]) AND "date" >= ${from}::date AND "date" < ${to}::date AND "country" <> ''
      GROUP BY "campaignId", "country"`,
    // CPI: what the window's installs were charged, on their install's day (else when the postback came), so CPI
    // divides the charge of the same installs it counts
    tx.$queryRaw<Sum[]>`
      SELECT "campaignId", COALESCE("country", '') AS "country", sum("chargedAmount") AS "amount" FROM "Postback"
      WHERE "campaignId" = ANY(${cpi}::text[]) AND "chargedAmount" IS NOT NULL
        AND COALESCE("installAt", "receivedAt") >= ${at(from)} AND COALESCE("installAt", "receivedAt") < ${at(to)}
      GROUP BY "campaignId", COALESCE("country", '')`,
    // the window's attributed installs and their revenue by day 7 (the attribution partner's; SKAN names no country)
    tx.$queryRaw<Installs[]>`
      SELECT "campaignId", "country", sum("installs") AS "installs", sum("revenue") FILTER (WHERE "dayOffset" <= ${D7}) AS "revenue"
      FROM "AttributionRollup"
      WHERE "campaignId" = ANY(${ids}::text[]) AND "source" = 'MMP' AND "installHour" >= ${at(from)} AND "installHour" < ${at(to)}
      GROUP BY "campaignId", "country"`,
  ]);
  const figures = new Map<string, { total: Omit<GoalFigures, "country">; countries: Map<string, GoalFigures> }>(
    ids.map((id) => [id, { total: { spend: 0, installs: 0, revenueD7: 0 }, countries: new Map() }]),
  );
  const country = (campaignId: string, code: string) => {
    const { countries } = figures.get(campaignId)!;
    if (!countries.has(code)) countries.set(code, { country: code, spend: 0, installs: 0, revenueD7: 0 });
    return countries.get(code)!;
  };
  for (const row of deliveryTotal) figures.get(row.campaignId)!.total.spend += Number(row.amount ?? 0);
  for (const row of deliveryCountries) country(row.campaignId, row.country).spend += Number(row.amount ?? 0);
  for (const row of installCharges) {
    figures.get(row.campaignId)!.total.spend += Number(row.amount ?? 0);
    if (row.country) country(row.campaignId, row.country).spend += Number(row.amount ?? 0);
  }
  for (const row of installs) {
    const { total } = figures.get(row.campaignId)!;
    total.installs += Number(row.installs);
    total.revenueD7 += Number(row.revenue ?? 0);
    if (row.country) {
      const c = country(row.campaignId, row.country);
      c.installs += Number(row.installs);
      c.revenueD7 += Number(row.revenue ?? 0);
    }
  }
  return figures;
}

/** One batch of due campaigns, under their row locks (others' are skipped): answers how many were checked and events written. */
async function checkBatch(tx: Tx, now: Date) {
  const due = await tx.$queryRaw<Due[]>`
    SELECT c."id", c."organizationId", c."bidType", c."goalType", c."goalTarget",
      g."state" AS "previousState", g."goalType" AS "previousType", g."goalTarget" AS "previousTarget"
    FROM "Campaign" c LEFT JOIN "CampaignGoalCheck" g ON g."campaignId" = c."id"
    WHERE c."goalType" <> 'GOAL_TYPE_NONE' AND c."goalTarget" IS NOT NULL AND c."kind" = 'REGULAR'
      AND c."status" IN ('CAMPAIGN_STATUS_ACTIVE', 'CAMPAIGN_STATUS_PAUSED')
      AND (g."campaignId" IS NULL OR g."checkedAt" <= ${new Date(now.getTime() - goalCheckIntervalMs())}
        OR g."goalType" <> c."goalType" OR g."goalTarget" <> c."goalTarget")
    ORDER BY g."checkedAt" NULLS FIRST, c."id" LIMIT ${BATCH}
    FOR NO KEY UPDATE OF c SKIP LOCKED`;
  if (due.length === 0) return { checked: 0, events: 0 };
  const figures = await figuresOf(tx, due, now);
  let events = 0;
  for (const campaign of due) {
    const { total, countries } = figures.get(campaign.id)!;
    const goal = { type: campaign.goalType, target: Number(campaign.goalTarget) };
    const check = goalCheckOf(goal, total, [...countries.values()]);
    const data = {
      state: check.state,
      countries: check.countries,
      goalType: campaign.goalType,
      goalTarget: campaign.goalTarget,
      checkedAt: now,
    };
    await tx.campaignGoalCheck.upsert({ where: { campaignId: campaign.id }, create: { campaignId: campaign.id, ...data }, update: data });
    // A turn into OFF_TARGET, against the goal as it is now (a changed goal starts afresh).
    const sameGoal = campaign.previousType === campaign.goalType && campaign.previousTarget === campaign.goalTarget;
    const wasMissed = sameGoal && campaign.previousState === "GOAL_STATE_OFF_TARGET";
    if (check.state === "GOAL_STATE_OFF_TARGET" && !wasMissed) {
      await recordCampaignEvents(tx, {
        campaignId: campaign.id,
        organizationId: campaign.organizationId,
        type: "campaign.goal_missed",
        now,
      });
      events += 1;
    }
  }
  return { checked: due.length, events };
}

/** Checks every due campaign's goal at `now`, in batches (each a transaction); answers the events written. */
export async function checkCampaignGoals(now = new Date()): Promise<number> {
  let events = 0;
  for (;;) {
    const batch = await transaction((tx) => checkBatch(tx, now));
    events += batch.events;
    if (batch.checked < BATCH) return events;
  }
}
