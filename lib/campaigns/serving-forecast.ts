import { balanceRunwayDays } from "@/lib/balance/balance-runway";
import { effectiveStatus } from "./effective-status";
import type { FORECAST_REASONS, Serving, ServingReason } from "./schemas";
import type { CampaignStatus } from "./statuses";

// When a running campaign stops serving at the last 7 days' pace, and why. Pure: the spend and the balance are
// loaded by operations/load-serving-forecast.ts.

type ForecastReason = (typeof FORECAST_REASONS)[number];
type ServingForecast = { stopsAt: Date; reason: ForecastReason };

export type ForecastFacts = {
  kind: string;
  status: CampaignStatus;
  endAt: Date | null;
  budget: number;
  budgetRemain: number;
  dailyBudget: number | null;
  serving: Serving;
  /** how many ads the campaign has: serving reasons name the ads they hold back */
  adCount: number;
  /** KRW charged for this campaign over the last 7 UTC days (today included) */
  campaignWeekSpend: number;
  /** KRW charged for every campaign of the organization over the same days */
  organizationWeekSpend: number;
  balance: number;
};

const DAY_MS = 86_400_000;

/** KRW a day the campaign spends at the last 7 days' average, never more than its daily budget allows. */
export function campaignPace(weekSpend: number, dailyBudget: number | null): number {
  const pace = weekSpend / 7;
  return dailyBudget === null ? pace : Math.min(pace, dailyBudget);
}

/**
 * Reasons that mean the campaign is not serving now for a while: its status, or money already gone. Then there is
 * nothing to forecast, and the serving reasons say what to do. A start date ahead or today's daily budget spent
 * only delay it.
 */
const STOPPED: ReadonlySet<ServingReason> = new Set([
  "PENDING_REVIEW",
  "REJECTED",
  "PAUSED",
  "ENDED",
  "BUDGET_EXHAUSTED",
  "INSUFFICIENT_BALANCE",
]);

/** On a tie the certain stop wins over an estimate, and the campaign's own budget over the shared balance. */
const TIE_ORDER: readonly ForecastReason[] = ["END_DATE", "BUDGET", "BALANCE"];

/**
 * The earliest of: the end date; the remaining budget at the campaign's pace (capped by its daily budget, which
 * only slows spending: it resumes the next day); the organization's balance at every campaign's pace. House
 * campaigns never charge the balance, and their budget 0 means no cap. Null when the campaign is not running
 * (pending, paused, rejected, ended, its budget or the balance already gone, or every ad held back), or when it
 * has no end date and nothing was spent to tell a pace by.
 */
export function servingForecast(facts: ForecastFacts, now: Date = new Date()): ServingForecast | null {
  if (effectiveStatus(facts, now) !== "CAMPAIGN_STATUS_ACTIVE") return null;
  const reasons = facts.serving.reasons.map((r) => r.reason);
  if (reasons.some((reason) => STOPPED.has(reason))) return null;
  const notStarted = reasons.includes("NOT_STARTED");
  // Every ad held back: it spends nothing until one is fixed, so no pace applies; the end date still does.
  const held = new Set(facts.serving.reasons.flatMap((r) => r.adIds ?? []));
  const adsHeld = facts.adCount > 0 && held.size >= facts.adCount;
  const spends = !notStarted && !adsHeld;

  const candidates: ServingForecast[] = [];
  const after = (days: number) => new Date(now.getTime() + days * DAY_MS);
  if (facts.endAt) candidates.push({ stopsAt: facts.endAt, reason: "END_DATE" });
  const house = facts.kind === "HOUSE";
  const pace = campaignPace(facts.campaignWeekSpend, house ? null : facts.dailyBudget);
  if (spends && pace > 0 && (!house || facts.budget > 0)) {
    candidates.push({ stopsAt: after(facts.budgetRemain / pace), reason: "BUDGET" });
  }
  const runway = house ? null : balanceRunwayDays(facts.balance, facts.organizationWeekSpend);
  if (spends && runway !== null) candidates.push({ stopsAt: after(runway), reason: "BALANCE" });

  if (candidates.length === 0) return null;
  return candidates.reduce((earliest, next) => {
    const diff = next.stopsAt.getTime() - earliest.stopsAt.getTime();
    if (diff !== 0) return diff < 0 ? next : earliest;
    return TIE_ORDER.indexOf(next.reason) < TIE_ORDER.indexOf(earliest.reason) ? next : earliest;
  });
}
