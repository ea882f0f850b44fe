import type { GoalCountryStatus } from "./bid-schemas";
import type { GoalState } from "./campaign-constants";

// How a campaign's last 7 complete UTC days compare with its goal, per country and all countries together. Pure:
// check-goals.ts reads the figures and stores the result.

/** Below this many attributed installs (or without spend), a country's figures say too little to judge. */
export const GOAL_MIN_INSTALLS = 10;

/** The days compared: the 7 complete UTC days before `now`'s. */
export const GOAL_WINDOW_DAYS = 7;

/** What one country (or "" for all) did over the window. */
export type GoalFigures = {
  country: string;
  /** KRW charged: delivery on a CPM campaign, installs on a CPI campaign */
  spend: number;
  /** attributed installs */
  installs: number;
  /** KRW of revenue events within 7 days of their install, for the window's installs */
  revenueD7: number;
};

type GoalTarget = { type: string; target: number };

const round1 = (value: number) => Math.round(value * 10) / 10;

export function goalCountryStatus(goal: GoalTarget, figures: GoalFigures): GoalCountryStatus {
  const { country, spend, installs, revenueD7 } = figures;
  const cpi = installs > 0 ? Math.round(spend / installs) : null;
  const roasD7 = spend > 0 ? round1((revenueD7 / spend) * 100) : null;
  let state: GoalState;
  if (installs < GOAL_MIN_INSTALLS || spend <= 0) state = "GOAL_STATE_NOT_ENOUGH_DATA";
  else if (goal.type === "GOAL_TYPE_TARGET_CPI") state = cpi! <= goal.target ? "GOAL_STATE_ON_TARGET" : "GOAL_STATE_OFF_TARGET";
  else state = roasD7! >= goal.target ? "GOAL_STATE_ON_TARGET" : "GOAL_STATE_OFF_TARGET";
  return { country, state, spend, installs, cpi, roasD7 };
}

/**
 * The goal's state over the window: "" (all countries, the campaign's state) first, then each country with spend
 * or installs, by code. `countries` are the per-country figures; the totals include what no country was named for.
 */
export function goalCheckOf(goal: GoalTarget, total: Omit<GoalFigures, "country">, countries: GoalFigures[]) {
  const all = goalCountryStatus(goal, { country: "", ...total });
  const each = countries
    .filter((c) => c.country !== "" && (c.spend > 0 || c.installs > 0))
    .sort((a, b) => a.country.localeCompare(b.country))
    .map((c) => goalCountryStatus(goal, c));
  const missed = each.some((c) => c.state === "GOAL_STATE_OFF_TARGET");
  // A country off target is a miss to report even when all countries together are on target or too few to judge.
  const state: GoalState = missed ? "GOAL_STATE_OFF_TARGET" : all.state;
  return { state, countries: [all, ...each] };
}
