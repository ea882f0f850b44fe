"use client";
import { useFormatter, useTranslations } from "next-intl";
import { GoalStateBadge } from "@/components/campaigns/goal-state-badge";
import { useDisplayNames } from "@/components/campaigns/use-display-names";
import { Card } from "@/components/ui/card";
import { Table, Td, Th } from "@/components/ui/table";
import type { Campaign } from "@/lib/campaigns/schemas";

/**
 * What the campaign pays for and at what bids, its goal, and how the last 7 complete days (UTC) compare with the
 * goal: all countries together first, then each country with delivery or installs.
 */
export function BidGoalCard({ campaign }: { campaign: Pick<Campaign, "bid" | "goal" | "goalStatus"> }) {
  const t = useTranslations("campaigns.bids");
  const format = useFormatter();
  const nameOf = useDisplayNames("region");
  const { bid, goal, goalStatus } = campaign;
  const krw = (value: number) => format.number(value, "krw");
  const percent = (value: number) => format.number(value / 100, { style: "percent", maximumFractionDigits: 1 });
  const cpi = bid.type === "BID_TYPE_CPI";
  const goalText =
    goal.type === "GOAL_TYPE_NONE" || goal.target === null
      ? t("card.noGoal")
      : goal.type === "GOAL_TYPE_TARGET_CPI"
        ? t("card.targetCpi", { amount: krw(goal.target) })
        : t("card.targetRoas", { percent: percent(goal.target) });
  const hasGoal = goal.type !== "GOAL_TYPE_NONE";
  const country = (code: string) => (code === "" ? t("card.allCountries") : nameOf(code));
  const dash = (value: number | null, as: (value: number) => string) => (value === null ? "–" : as(value));

  return (
    <div data-testid="bid-goal-card">
      <Card title={t("card.title")} description={hasGoal ? t("card.hint") : undefined}>
        <div className="space-y-5">
          <dl className="grid gap-4 text-sm sm:grid-cols-2 lg:grid-cols-4">
            <div>
              <dt className="text-slate-500">{t("card.bidType")}</dt>
              <dd className="font-medium text-slate-900">{t(`types.${bid.type}`)}</dd>
            </div>
            <div>
              <dt className="text-slate-500">{t("card.defaultBid")}</dt>
              <dd className="font-semibold tabular-nums text-slate-900">
                {cpi && bid.amount !== null ? krw(bid.amount) : t("card.defaultCpm")}
              </dd>
            </div>
            <div>
              <dt className="text-slate-500">{t("card.countryBids")}</dt>
              <dd className="text-slate-800">
                {bid.countries.length === 0 ? (
                  t("card.noCountryBids")
                ) : (
                  <ul className="flex flex-wrap gap-x-3 gap-y-1" data-testid="country-bid-list">
                    {bid.countries.map((row) => (
                      <li key={row.country} className="tabular-nums">
                        {nameOf(row.country)} {krw(row.amount)}
                      </li>
                    ))}
                  </ul>
                )}
              </dd>
            </div>
            <div>
              <dt className="text-slate-500">{t("card.goal")}</dt>
              <dd className="flex flex-wrap items-center gap-2 text-slate-900" data-testid="goal-summary">
                <span className="font-medium">{goalText}</span>
                {hasGoal && <GoalStateBadge state={goalStatus.state} />}
              </dd>
              {hasGoal && (
                <p className="mt-0.5 text-xs text-slate-500">
                  {goalStatus.checkedAt
                    ? t("card.checkedAt", { at: format.dateTime(new Date(goalStatus.checkedAt), "short") })
                    : t("card.notChecked")}
                </p>
              )}
            </div>
          </dl>
          {hasGoal &&
            (goalStatus.countries.length === 0 ? (
              <p className="text-sm text-slate-600">{goalStatus.checkedAt ? t("card.noRows") : t("card.firstCheck")}</p>
            ) : (
              <Table caption={t("card.hint")}>
                <thead>
                  <tr>
                    <Th>{t("country")}</Th>
                    <Th className="text-right">{t("card.spend")}</Th>
                    <Th className="text-right">{t("card.installs")}</Th>
                    <Th className="text-right">{t("card.cpi")}</Th>
                    <Th className="text-right">{t("card.roasD7")}</Th>
                    <Th>{t("card.state")}</Th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {goalStatus.countries.map((row) => (
                    <tr
                      key={row.country}
                      data-goal-country={row.country || "ALL"}
                      className={row.country === "" ? "bg-slate-50/60" : undefined}
                    >
                      <Td className={row.country === "" ? "font-semibold" : "font-medium"}>{country(row.country)}</Td>
                      <Td label={t("card.spend")} className="text-right tabular-nums">
                        {krw(row.spend)}
                      </Td>
                      <Td label={t("card.installs")} className="text-right tabular-nums">
                        {format.number(row.installs)}
                      </Td>
                      <Td label={t("card.cpi")} className="text-right tabular-nums">
                        {dash(row.cpi, krw)}
                      </Td>
                      <Td label={t("card.roasD7")} className="text-right tabular-nums">
                        {dash(row.roasD7, percent)}
                      </Td>
                      <Td label={t("card.state")}>
                        <GoalStateBadge state={row.state} />
                      </Td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            ))}
        </div>
      </Card>
    </div>
  );
}
