import type { GoalCountryStatus } from "./bid-schemas";

const won = (amount: number) => `₩${Math.round(amount).toLocaleString("en-US")}`;
const percent = (value: number) => `${Math.round(value).toLocaleString("en-US")}%`;

/**
 * The misses of a goal check in words, each country off target first and all countries together last:
 * "CPI ₩3,200 against a target of ₩2,500 in JP", "D7 ROAS 80% against a target of 120% across all countries".
 */
export function goalMissedWords(goalType: string, target: bigint, countries: GoalCountryStatus[]): string {
  const missed = countries
    .filter((c) => c.state === "GOAL_STATE_OFF_TARGET")
    .sort((a, b) => Number(a.country === "") - Number(b.country === "") || a.country.localeCompare(b.country));
  return missed
    .map((c) => {
      const where = c.country === "" ? "across all countries" : `in ${c.country}`;
      return goalType === "GOAL_TYPE_TARGET_CPI"
        ? `CPI ${c.cpi === null ? "(no installs)" : won(c.cpi)} against a target of ${won(Number(target))} ${where}`
        : `D7 ROAS ${percent(c.roasD7 ?? 0)} against a target of ${percent(Number(target))} ${where}`;
    })
    .join("; ");
}
