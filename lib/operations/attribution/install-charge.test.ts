import { describe, expect, it } from "vitest";
import { priceInstalls } from "./install-charge";

const now = new Date("2030-01-01T12:00:00Z");

function campaign(id: string, extra: Record<string, unknown> = {}) {
  return {
    id,
    organizationId: "org",
    kind: "REGULAR",
    name: id,
    status: "CAMPAIGN_STATUS_ACTIVE" as const,
    endAt: null,
    budget: 10_000n,
    budgetRemain: 10_000n,
    dailyBudget: null,
    bidAmount: 1000n,
    countryBids: new Map([["JP", 3000n]]),
    spentToday: 0n,
    ...extra,
  };
}

const installs = (campaignId: string, countries: (string | null)[]) =>
  countries.map((country, n) => ({ postbackId: `${campaignId}-${n}`, campaignId, country }));

describe("priceInstalls: a flush's installs priced one after the other", () => {
  it("each on what the ones before it left: the budget's last won paid partly, then nothing", () => {
    const read = {
      campaigns: new Map([["a", campaign("a", { budgetRemain: 4500n })]]),
      ledgers: new Map([["org", { balance: 1_000_000n, balanceAt: now }]]),
    };
    const priced = priceInstalls(read, installs("a", ["KR", "JP", "KR", "KR"]), now);
    expect(priced.map((p) => [p.outcome, p.amount])).toEqual([
      ["CHARGED", 1000n],
      ["CHARGED", 3000n],
      ["CHARGED", 500n],
      ["BUDGET_EXHAUSTED", 0n],
    ]);
    expect(read.campaigns.get("a")!.budgetRemain).toBe(0n);
    expect(read.ledgers.get("org")!.balance).toBe(1_000_000n - 4500n);
  });

  it("two campaigns of one organization share its balance, in arrival order; the daily budget stops one of them", () => {
    const read = {
      campaigns: new Map([
        ["a", campaign("a", { dailyBudget: 2000n, spentToday: 1000n })],
        ["b", campaign("b")],
      ]),
      ledgers: new Map([["org", { balance: 2500n, balanceAt: now }]]),
    };
    const order = [...installs("a", ["KR"]), ...installs("b", ["KR"]), ...installs("a", [null]), ...installs("b", ["KR"])];
    const priced = priceInstalls(read, order, now);
    expect(priced.map((p) => [p.postbackId, p.outcome, p.amount])).toEqual([
      ["a-0", "CHARGED", 1000n],
      ["b-0", "CHARGED", 1000n],
      ["a-0", "DAILY_BUDGET_EXHAUSTED", 0n],
      ["b-0", "CHARGED", 500n],
    ]);
    expect(read.ledgers.get("org")!.balance).toBe(0n);
  });

  it("charges nothing once the campaign ended, and a house campaign never touches the balance", () => {
    const read = {
      campaigns: new Map([
        ["ended", campaign("ended", { endAt: new Date(now.getTime() - 1) })],
        ["house", campaign("house", { kind: "HOUSE", budget: 0n, budgetRemain: 0n })],
      ]),
      ledgers: new Map([["org", { balance: 0n, balanceAt: null }]]),
    };
    const priced = priceInstalls(read, [...installs("ended", ["KR"]), ...installs("house", ["KR"])], now);
    expect(priced.map((p) => [p.outcome, p.amount])).toEqual([
      ["CAMPAIGN_ENDED", 0n],
      ["CHARGED", 1000n],
    ]);
    expect(read.ledgers.get("org")!.balance).toBe(0n);
  });
});
