import { describe, expect, it } from "vitest";
import { campaignPace, servingForecast, type ForecastFacts } from "./serving-forecast";

const NOW = new Date("2026-11-26T12:00:00.000Z");
const days = (n: number) => new Date(NOW.getTime() + n * 86_400_000);

/** An active regular campaign serving both its ads, with no end date, no spend and plenty of balance. */
const facts = (overrides: Partial<ForecastFacts> = {}): ForecastFacts => ({
  kind: "REGULAR",
  status: "CAMPAIGN_STATUS_ACTIVE",
  endAt: null,
  budget: 1_000_000,
  budgetRemain: 1_000_000,
  dailyBudget: null,
  serving: { status: "SERVING", reasons: [] },
  adCount: 2,
  campaignWeekSpend: 0,
  organizationWeekSpend: 0,
  balance: 10_000_000,
  ...overrides,
});

const reason = (r: string, adIds?: string[]) => ({ reason: r as never, message: r, ...(adIds ? { adIds } : {}) });

describe("campaignPace", () => {
  it("is the last 7 days' average, never above the daily budget", () => {
    expect(campaignPace(700_000, null)).toBe(100_000);
    expect(campaignPace(700_000, 60_000)).toBe(60_000);
    expect(campaignPace(700_000, 150_000)).toBe(100_000);
    expect(campaignPace(0, 50_000)).toBe(0);
  });
});

describe("servingForecast", () => {
  it("the budget runs out first at the campaign's own pace", () => {
    // 100,000 a day, 350,000 left: 3.5 days; the balance lasts 10,000,000 / 200,000 = 50 days
    const forecast = servingForecast(facts({ budgetRemain: 350_000, campaignWeekSpend: 700_000, organizationWeekSpend: 1_400_000 }), NOW);
    expect(forecast).toEqual({ stopsAt: days(3.5), reason: "BUDGET" });
  });

  it("the balance runs out first at every campaign's pace", () => {
    // the organization spends 500,000 a day: 2,000,000 lasts 4 days; this campaign's budget 10 days
    const forecast = servingForecast(facts({ balance: 2_000_000, campaignWeekSpend: 700_000, organizationWeekSpend: 3_500_000 }), NOW);
    expect(forecast).toEqual({ stopsAt: days(4), reason: "BALANCE" });
  });

  it("the end date comes first", () => {
    const forecast = servingForecast(facts({ endAt: days(2), campaignWeekSpend: 700_000, organizationWeekSpend: 700_000 }), NOW);
    expect(forecast).toEqual({ stopsAt: days(2), reason: "END_DATE" });
  });

  it("the daily budget caps the pace, so the budget lasts longer, and is never the reason", () => {
    // 100,000 a day on average, but at most 25,000 a day from now: 1,000,000 lasts 40 days, not 10
    const capped = servingForecast(facts({ dailyBudget: 25_000, campaignWeekSpend: 700_000, organizationWeekSpend: 700_000 }), NOW);
    expect(capped).toEqual({ stopsAt: days(40), reason: "BUDGET" });
    // today's daily budget spent: it resumes tomorrow, the forecast stands
    const today = servingForecast(
      facts({
        dailyBudget: 25_000,
        campaignWeekSpend: 700_000,
        organizationWeekSpend: 700_000,
        serving: { status: "NOT_SERVING", reasons: [reason("DAILY_BUDGET_EXHAUSTED")] },
      }),
      NOW,
    );
    expect(today).toEqual(capped);
  });

  it("ties: the end date over an estimate, the budget over the balance", () => {
    // budget 700,000 at 100,000 a day = 7 days; balance 1,400,000 at 200,000 a day = 7 days; end date in 7 days
    const tied = facts({ budgetRemain: 700_000, campaignWeekSpend: 700_000, balance: 1_400_000, organizationWeekSpend: 1_400_000 });
    expect(servingForecast({ ...tied, endAt: days(7) }, NOW)).toEqual({ stopsAt: days(7), reason: "END_DATE" });
    expect(servingForecast(tied, NOW)).toEqual({ stopsAt: days(7), reason: "BUDGET" });
  });

  it("no pace: the end date alone, or nothing to say", () => {
    expect(servingForecast(facts(), NOW)).toBeNull();
    expect(servingForecast(facts({ endAt: days(13) }), NOW)).toEqual({ stopsAt: days(13), reason: "END_DATE" });
  });

  it("a campaign that spent nothing still stops when the organization's spending empties the balance", () => {
    const forecast = servingForecast(facts({ balance: 1_000_000, organizationWeekSpend: 700_000 }), NOW);
    expect(forecast).toEqual({ stopsAt: days(10), reason: "BALANCE" });
  });

  it("not running: nothing to forecast, whatever the pace", () => {
    const pace = { campaignWeekSpend: 700_000, organizationWeekSpend: 700_000, endAt: days(5) };
    const cases: Partial<ForecastFacts>[] = [
      { status: "CAMPAIGN_STATUS_PENDING", serving: { status: "NOT_SERVING", reasons: [reason("PENDING_REVIEW")] } },
      { status: "CAMPAIGN_STATUS_PAUSED", serving: { status: "NOT_SERVING", reasons: [reason("PAUSED")] } },
      { status: "CAMPAIGN_STATUS_REJECTED", serving: { status: "NOT_SERVING", reasons: [reason("REJECTED")] } },
      { status: "CAMPAIGN_STATUS_ENDED", serving: { status: "NOT_SERVING", reasons: [reason("ENDED")] } },
      // ACTIVE, but its end date has passed: it reads ENDED
      { endAt: days(-1) },
      { budgetRemain: 0, serving: { status: "NOT_SERVING", reasons: [reason("BUDGET_EXHAUSTED")] } },
      { balance: 0, serving: { status: "NOT_SERVING", reasons: [reason("INSUFFICIENT_BALANCE")] } },
    ];
    for (const overrides of cases) expect(servingForecast(facts({ ...pace, ...overrides }), NOW)).toBeNull();
  });

  it("every ad held back, or a start ahead: no pace, only the end date", () => {
    const held = {
      status: "NOT_SERVING" as const,
      reasons: [reason("AD_REJECTED", ["a"]), reason("PROMOTED_APP_NOT_APPROVED", ["b"])],
    };
    const pace = { campaignWeekSpend: 700_000, organizationWeekSpend: 700_000, budgetRemain: 100_000 };
    expect(servingForecast(facts({ ...pace, serving: held }), NOW)).toBeNull();
    expect(servingForecast(facts({ ...pace, serving: held, endAt: days(20) }), NOW)).toEqual({ stopsAt: days(20), reason: "END_DATE" });
    const notStarted = { status: "NOT_SERVING" as const, reasons: [reason("NOT_STARTED")] };
    expect(servingForecast(facts({ ...pace, serving: notStarted }), NOW)).toBeNull();
    // one ad of two held back: it still spends at its pace
    const limited = { status: "LIMITED" as const, reasons: [reason("AD_PAUSED", ["a"])] };
    expect(servingForecast(facts({ ...pace, serving: limited }), NOW)).toEqual({ stopsAt: days(1), reason: "BUDGET" });
  });

  it("house campaigns: never the balance; budget 0 is no cap, a budget set caps it", () => {
    const house = { kind: "HOUSE", budget: 0, budgetRemain: 0, balance: 0, campaignWeekSpend: 70_000, organizationWeekSpend: 70_000 };
    expect(servingForecast(facts(house), NOW)).toBeNull();
    expect(servingForecast(facts({ ...house, budget: 50_000, budgetRemain: 30_000 }), NOW)).toEqual({ stopsAt: days(3), reason: "BUDGET" });
  });
});
