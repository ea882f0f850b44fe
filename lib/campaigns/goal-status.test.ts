import { describe, expect, it } from "vitest";
import { goalCheckOf, goalCountryStatus, GOAL_MIN_INSTALLS } from "./goal-status";
import { goalMissedWords } from "./goal-words";
import { servingStatus, type ServingCampaign } from "./serving-status";

const CPI = { type: "GOAL_TYPE_TARGET_CPI", target: 2500 };
const ROAS = { type: "GOAL_TYPE_TARGET_ROAS_D7", target: 120 };

describe("goalCountryStatus", () => {
  it.each([
    ["CPI at the target", CPI, { spend: 50_000, installs: 20, revenueD7: 0 }, "GOAL_STATE_ON_TARGET", 2500, 0],
    ["CPI above the target", CPI, { spend: 64_000, installs: 20, revenueD7: 0 }, "GOAL_STATE_OFF_TARGET", 3200, 0],
    ["ROAS at the target", ROAS, { spend: 10_000, installs: 10, revenueD7: 12_000 }, "GOAL_STATE_ON_TARGET", 1000, 120],
    ["ROAS below the target", ROAS, { spend: 10_000, installs: 10, revenueD7: 8_000 }, "GOAL_STATE_OFF_TARGET", 1000, 80],
    [
      "fewer installs than the minimum",
      CPI,
      { spend: 90_000, installs: GOAL_MIN_INSTALLS - 1, revenueD7: 0 },
      "GOAL_STATE_NOT_ENOUGH_DATA",
      10_000,
      0,
    ],
    ["no spend", ROAS, { spend: 0, installs: 50, revenueD7: 1000 }, "GOAL_STATE_NOT_ENOUGH_DATA", 0, null],
  ])("%s", (_, goal, figures, state, cpi, roasD7) => {
    expect(goalCountryStatus(goal, { country: "JP", ...figures })).toEqual({
      country: "JP",
      state,
      spend: figures.spend,
      installs: figures.installs,
      cpi,
      roasD7,
    });
  });

  it("CPI is null without installs, ROAS D7 kept to one decimal", () => {
    expect(goalCountryStatus(CPI, { country: "", spend: 100, installs: 0, revenueD7: 0 }).cpi).toBeNull();
    expect(goalCountryStatus(ROAS, { country: "", spend: 3, installs: 10, revenueD7: 1 }).roasD7).toBe(33.3);
  });
});

describe("goalCheckOf", () => {
  it("all countries first, then each country with spend or installs by code; one country off target makes the campaign off target", () => {
    const check = goalCheckOf(CPI, { spend: 100_000, installs: 50, revenueD7: 0 }, [
      { country: "KR", spend: 36_000, installs: 30, revenueD7: 0 },
      { country: "JP", spend: 64_000, installs: 20, revenueD7: 0 },
      { country: "US", spend: 0, installs: 0, revenueD7: 0 },
    ]);
    expect(check.state).toBe("GOAL_STATE_OFF_TARGET");
    expect(check.countries.map((c) => [c.country, c.state, c.cpi])).toEqual([
      ["", "GOAL_STATE_ON_TARGET", 2000],
      ["JP", "GOAL_STATE_OFF_TARGET", 3200],
      ["KR", "GOAL_STATE_ON_TARGET", 1200],
    ]);
  });

  it("on target, or not enough data, as all countries together say when no country misses", () => {
    expect(goalCheckOf(CPI, { spend: 20_000, installs: 10, revenueD7: 0 }, []).state).toBe("GOAL_STATE_ON_TARGET");
    expect(
      goalCheckOf(CPI, { spend: 20_000, installs: 3, revenueD7: 0 }, [{ country: "JP", spend: 20_000, installs: 3, revenueD7: 0 }]).state,
    ).toBe("GOAL_STATE_NOT_ENOUGH_DATA");
  });
});

describe("GOAL_MISSED", () => {
  const countries = [
    { country: "", state: "GOAL_STATE_OFF_TARGET", spend: 100_000, installs: 30, cpi: 3333, roasD7: 0 },
    { country: "JP", state: "GOAL_STATE_OFF_TARGET", spend: 64_000, installs: 20, cpi: 3200, roasD7: 0 },
    { country: "KR", state: "GOAL_STATE_ON_TARGET", spend: 36_000, installs: 10, cpi: 3600, roasD7: 0 },
  ] as const;

  it("says each miss in words, countries first", () => {
    expect(goalMissedWords("GOAL_TYPE_TARGET_CPI", 2500n, [...countries])).toBe(
      "CPI ₩3,200 against a target of ₩2,500 in JP; CPI ₩3,333 against a target of ₩2,500 across all countries",
    );
    expect(
      goalMissedWords("GOAL_TYPE_TARGET_ROAS_D7", 120n, [
        { country: "JP", state: "GOAL_STATE_OFF_TARGET", spend: 10_000, installs: 10, cpi: 1000, roasD7: 80 },
      ]),
    ).toBe("D7 ROAS 80% against a target of 120% in JP");
  });

  const running: ServingCampaign = {
    kind: "REGULAR",
    status: "CAMPAIGN_STATUS_ACTIVE",
    statusReason: null,
    startAt: new Date("2026-01-01T00:00:00Z"),
    endAt: null,
    budget: 1000n,
    budgetRemain: 1000n,
    ads: [{ id: "a1", name: "Ad", promotedAppId: null, status: "AD_STATUS_ACTIVE", reviewStatus: "APPROVED", reviewReason: null }],
    goalType: "GOAL_TYPE_TARGET_CPI",
    goalTarget: 2500n,
    goalCheck: { state: "GOAL_STATE_OFF_TARGET", goalType: "GOAL_TYPE_TARGET_CPI", goalTarget: 2500n, checkedAt: new Date(), countries },
  };
  const facts = { balance: 100n, approvedAppIds: new Set<string>(), appNames: new Map<string, string>(), spentToday: 0n };
  const NOW = new Date("2026-06-01T00:00:00Z");

  it("limits a serving campaign whose current goal was missed, in words", () => {
    const serving = servingStatus(running, facts, NOW);
    expect(serving.status).toBe("LIMITED");
    expect(serving.reasons).toEqual([
      {
        reason: "GOAL_MISSED",
        message:
          "The last 7 complete UTC days missed the goal: CPI ₩3,200 against a target of ₩2,500 in JP; CPI ₩3,333 against a target of ₩2,500 across all countries.",
      },
    ]);
  });

  it("says nothing of a check made against another goal (the goal changed since), or on target", () => {
    expect(servingStatus({ ...running, goalTarget: 4000n }, facts, NOW)).toEqual({ status: "SERVING", reasons: [] });
    expect(servingStatus({ ...running, goalCheck: { ...running.goalCheck!, state: "GOAL_STATE_ON_TARGET" } }, facts, NOW).status).toBe(
      "SERVING",
    );
  });

  it("a campaign not serving for another cause stays NOT_SERVING, the miss listed beside", () => {
    const serving = servingStatus(running, { ...facts, balance: 0n }, NOW);
    expect(serving.status).toBe("NOT_SERVING");
    expect(serving.reasons.map((r) => r.reason)).toEqual(["INSUFFICIENT_BALANCE", "GOAL_MISSED"]);
  });
});
