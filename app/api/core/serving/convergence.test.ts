import { isDeepStrictEqual } from "node:util";
import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { callRoute } from "@/lib/test/call-route";
import { fullRead } from "@/lib/test/serving-feed";
import { campaignBody, campaignPath, createStoredCampaignViaApi } from "@/lib/test/campaigns";
import { postAdStatus } from "@/lib/test/ads";
import { createOwner, createReviewer, seedLedger } from "@/lib/test/fixtures";
import { utcDayOf } from "@/lib/utc-day";
import { writeTimedEvents } from "@/lib/operations/events/timed-events";
import { POST as reportDelivery } from "@/app/api/core/delivery/route";
import { POST as issueKey } from "@/app/api/core/review/integration-keys/route";
import { GET as campaignRoute, PATCH as updateCampaign } from "@/app/api/core/organization/[organizationId]/campaign/[campaignId]/route";
import { POST as statusRoute } from "@/app/api/core/organization/[organizationId]/campaign/[campaignId]/status/route";
import { POST as chargeRoute } from "@/app/api/core/organization/[organizationId]/balance/charge/route";
import { GET as servingChanges } from "./changes/route";

// Random changes to what may serve (approval, pauses of campaigns and ads, spend that exhausts a budget or the
// balance, top-ups, an end date passing) while a client follows serving/changes from the cursor of its first full
// read: at every check, what it holds equals a new full read of serving/ads, and that equals what each
// campaign's own serving status says. Spend moves a campaign's remaining budgets with one BUDGET change the client
// applies to its items of that campaign; the items it holds (budgets left included) equal the full read's.

type Item = { adId: string } & Record<string, unknown>;
type Budget = { budgetRemain: number; dailyBudgetRemain?: number };
type Change = {
  cursor: string;
  adId: string | null;
  campaignId: string | null;
  kind: "SERVABLE" | "CHANGED" | "STOPPED" | "BUDGET";
  reasons: string[];
  ad: Item | null;
  budget: Budget | null;
};

/** A small seeded generator, so a failure can be replayed (the seed is in the test's name). */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The ad server: a full read once, then only the changes after its last cursor. */
function follower(apiKey: string) {
  let set = new Map<string, Item>();
  let after = "0";
  const kinds = new Map<string, number>();
  const stopReasons = new Set<string>();
  return {
    kinds,
    stopReasons,
    async start() {
      const read = await fullRead(apiKey);
      set = read.set;
      after = read.changesCursor;
    },
    async follow() {
      for (;;) {
        const res = await callRoute(servingChanges, "GET", "/api/core/serving/changes", { apiKey, query: { after, limit: "4" } });
        expect(res.status, res.text).toBe(200);
        const items = res.json.items as Change[];
        for (const change of items) {
          kinds.set(change.kind, (kinds.get(change.kind) ?? 0) + 1);
          if (change.kind === "BUDGET") {
            for (const [adId, item] of set) {
              if (item.campaignId !== change.campaignId) continue;
              const { dailyBudgetRemain: _, ...rest } = item;
              set.set(adId, { ...rest, ...change.budget! });
            }
          } else if (change.kind === "STOPPED") {
            set.delete(change.adId!);
            for (const reason of change.reasons) stopReasons.add(reason);
          } else set.set(change.adId!, change.ad!);
        }
        after = res.json.nextCursor;
        if (items.length === 0) return set;
      }
    },
    /**
     * Follows until what it holds equals `full`, for a bounded time: a change is answered once every transaction
     * begun before it has finished, and on PostgreSQL that counts the server's other databases' transactions too.
     */
    async catchUp(full: Map<string, Item>) {
      const until = Date.now() + 20_000;
      for (;;) {
        const held = await this.follow();
        if (Date.now() > until || isDeepStrictEqual(held, full)) return held;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
  };
}

type Campaign = {
  id: string;
  organizationId: string;
  ownerKey: string;
  adIds: string[];
  status: string;
  spend: Map<string, number>;
  daily: boolean;
};

/** What each campaign's own answer says may serve: its ads not held back while it is SERVING or LIMITED. */
async function servableByCampaigns(campaigns: Campaign[], apiKey: string) {
  const ids = new Set<string>();
  for (const campaign of campaigns) {
    const { organizationId, id: campaignId } = campaign;
    const res = await callRoute(campaignRoute, "GET", campaignPath(organizationId, campaignId), {
      params: { organizationId, campaignId },
      apiKey,
    });
    expect(res.status, res.text).toBe(200);
    const serving = res.json.serving as { status: string; reasons: { adIds?: string[] }[] };
    if (serving.status === "NOT_SERVING") continue;
    const held = new Set(serving.reasons.flatMap((reason) => reason.adIds ?? []));
    for (const ad of res.json.ads as { _id: string }[]) if (!held.has(ad._id)) ids.add(ad._id);
  }
  return ids;
}

const SEED = Number(process.env.SERVING_SEED ?? 20261126);

describe("serving feed: a client following changes converges to a full read", () => {
  it(`random approvals, pauses, spend, top-ups and an end date (seed ${SEED})`, { timeout: 240_000 }, async () => {
    const next = random(SEED);
    const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)];
    const reviewer = await createReviewer();
    const issued = await callRoute(issueKey, "POST", "/api/core/review/integration-keys", {
      apiKey: reviewer.apiKey,
      body: { name: "Ad server" },
    });
    expect(issued.status, issued.text).toBe(201);
    const integrationKey = issued.json.apiKey as string;

    const campaigns: Campaign[] = [];
    for (let o = 0; o < 2; o++) {
      const owner = await createOwner();
      await seedLedger(owner.organization.id, [{ type: "CHARGE_TYPE_PAID", amount: 150_000, createdAt: new Date(Date.now() - 60_000) }]);
      for (let c = 0; c < 3; c++) {
        // one campaign of each organization under a daily budget, so spend also reaches a daily cap
        const body = campaignBody({
          budget: 40_000,
          ...(c === 1 ? { dailyBudget: 25_000 } : {}),
          ads: [campaignBody().ads[0], { ...campaignBody().ads[0], name: "Ad two" }],
        });
        const created = await createStoredCampaignViaApi(owner.organization.id, owner.apiKey, body);
        campaigns.push({
          id: created._id,
          organizationId: owner.organization.id,
          ownerKey: owner.apiKey,
          adIds: (created.ads as { _id: string }[]).map((ad) => ad._id),
          status: "CAMPAIGN_STATUS_PENDING",
          spend: new Map(),
          daily: c === 1,
        });
      }
    }

    const client = follower(integrationKey);
    await client.start();
    const setStatus = async (campaign: Campaign, status: string, apiKey: string) => {
      const { organizationId, id: campaignId } = campaign;
      const res = await callRoute(statusRoute, "POST", `${campaignPath(organizationId, campaignId)}/status`, {
        params: { organizationId, campaignId },
        apiKey,
        body: { status },
      });
      if (res.status === 200) campaign.status = res.json.status;
      return res;
    };
    const today = utcDayOf(Date.now());
    let ending: Campaign | null = null;

    /** Reports `amount` more spend today for one ad (running totals: the ad's total so far plus it). */
    const spendMore = async (campaign: Campaign, adId: string, amount: number) => {
      const total = (campaign.spend.get(adId) ?? 0) + amount;
      campaign.spend.set(adId, total);
      const res = await callRoute(reportDelivery, "POST", "/api/core/delivery", {
        apiKey: integrationKey,
        body: { rows: [{ adId, date: today, impressions: total, clicks: 0, installs: 0, spend: total }] },
      });
      expect(res.status, res.text).toBe(200);
    };

    const steps: Record<string, () => Promise<unknown>> = {
      approve: async () => {
        const pending = campaigns.filter((c) => c.status === "CAMPAIGN_STATUS_PENDING");
        if (pending.length) expect((await setStatus(pick(pending), "CAMPAIGN_STATUS_ACTIVE", reviewer.apiKey)).status).toBe(200);
      },
      pauseOrResume: async () => {
        const running = campaigns.filter((c) => c.status === "CAMPAIGN_STATUS_ACTIVE" || c.status === "CAMPAIGN_STATUS_PAUSED");
        if (!running.length) return;
        const campaign = pick(running);
        const to = campaign.status === "CAMPAIGN_STATUS_ACTIVE" ? "CAMPAIGN_STATUS_PAUSED" : "CAMPAIGN_STATUS_ACTIVE";
        expect((await setStatus(campaign, to, campaign.ownerKey)).status).toBe(200);
      },
      pauseAd: async () => {
        const campaign = pick(campaigns);
        const status = next() < 0.5 ? "AD_STATUS_PAUSED" : "AD_STATUS_ACTIVE";
        const res = await postAdStatus(campaign.organizationId, campaign.id, pick(campaign.adIds), campaign.ownerKey, { status });
        expect([200, 409], res.text).toContain(res.status);
      },
      spend: async () => {
        const campaign = pick(campaigns.filter((c) => c.status !== "CAMPAIGN_STATUS_PENDING").concat(campaigns.slice(0, 1)));
        const adId = pick(campaign.adIds);
        await spendMore(campaign, adId, 3_000 + Math.floor(next() * 15_000));
      },
      exhaustBudget: async () => {
        const live = campaigns.filter((c) => c.status === "CAMPAIGN_STATUS_ACTIVE");
        if (!live.length) return;
        const campaign = pick(live);
        await spendMore(campaign, campaign.adIds[0], 40_000);
      },
      exhaustDaily: async () => {
        const live = campaigns.filter((c) => c.daily && c.status === "CAMPAIGN_STATUS_ACTIVE");
        if (!live.length) return;
        const campaign = pick(live);
        await spendMore(campaign, campaign.adIds[1], 25_000);
      },
      emptyBalance: async () => {
        // an organization with an ad serving now, so emptying its balance stops something
        const serving = [...(await fullRead(integrationKey)).set.values()];
        const { organizationId } = serving.length ? { organizationId: String(pick(serving).organizationId) } : pick(campaigns);
        const last = await prisma.ledgerEntry.findFirst({ where: { organizationId }, orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
        if (!last || last.balanceAfter <= 0n) return;
        const res = await callRoute(chargeRoute, "POST", `/api/core/organization/${organizationId}/balance/charge`, {
          params: { organizationId },
          apiKey: reviewer.apiKey,
          body: { type: "CHARGE_TYPE_REFUND", amount: Number(last.balanceAfter), description: "refund" },
        });
        expect(res.status, res.text).toBe(200);
      },
      topUp: async () => {
        const { organizationId } = pick(campaigns);
        const res = await callRoute(chargeRoute, "POST", `/api/core/organization/${organizationId}/balance/charge`, {
          params: { organizationId },
          apiKey: reviewer.apiKey,
          body: { type: "CHARGE_TYPE_PAID", amount: 25_000, description: "top-up" },
        });
        expect(res.status, res.text).toBe(200);
      },
      endSoon: async () => {
        if (ending) return;
        // a campaign serving now, so its end stops something
        const serving = new Set([...(await fullRead(integrationKey)).set.values()].map((item) => item.campaignId));
        const running = campaigns.filter((c) => serving.has(c.id));
        if (!running.length) return;
        ending = pick(running);
        const { organizationId, id: campaignId } = ending;
        const res = await callRoute(updateCampaign, "PATCH", campaignPath(organizationId, campaignId), {
          params: { organizationId, campaignId },
          apiKey: ending.ownerKey,
          body: { endAt: new Date(Date.now() + 1_500).toISOString() },
        });
        expect(res.status, res.text).toBe(200);
      },
    };
    // The end date comes last: the campaign it ends is one serving then (nothing else stops it first).
    const names = Object.keys(steps).filter((name) => name !== "endSoon");
    for (let step = 0; step < 45; step++) {
      // Approvals first, so there is something to pause and spend on.
      const name =
        step < 4 ? "approve" : step === 12 ? "exhaustBudget" : step === 18 ? "exhaustDaily" : step === 24 ? "emptyBalance" : pick(names);
      await steps[name]();
      if (next() < 0.6) await client.follow();
      // right after a cap is reached too: a later top-up or pause would bring a feed that missed the stop back in step
      if (step % 5 === 4 || name.startsWith("exhaust")) {
        const full = (await fullRead(integrationKey)).set;
        expect(await client.catchUp(full)).toEqual(full);
        expect([...full.keys()].sort(), `after step ${step} (${name})`).toEqual(
          [...(await servableByCampaigns(campaigns, reviewer.apiKey))].sort(),
        );
      }
    }
    await steps.topUp();
    await steps.endSoon();
    // The end date passes: the event worker's timed sweep writes what time alone changed.
    await new Promise((resolve) => setTimeout(resolve, 1_600));
    await writeTimedEvents();

    const full = (await fullRead(integrationKey)).set;
    const held = await client.catchUp(full);
    expect(held).toEqual(full);
    expect([...full.keys()].sort()).toEqual([...(await servableByCampaigns(campaigns, reviewer.apiKey))].sort());
    expect(full.has(ending!.adIds[0]) || full.has(ending!.adIds[1])).toBe(false);
    // The run moved the feed both ways, or it proved nothing.
    expect(client.kinds.get("SERVABLE") ?? 0).toBeGreaterThan(0);
    expect(client.kinds.get("STOPPED") ?? 0).toBeGreaterThan(0);
    // The end date's edit changed items; spend moved budgets with one BUDGET change per campaign, not a CHANGED per ad.
    expect(client.kinds.get("CHANGED") ?? 0).toBeGreaterThan(0);
    expect(client.kinds.get("BUDGET") ?? 0).toBeGreaterThan(0);
    // Spend ran a budget or a balance out, and the end date stopped the campaign it moved.
    expect(client.stopReasons).toContain("INSUFFICIENT_BALANCE");
    expect([...client.stopReasons].some((reason) => reason === "BUDGET_EXHAUSTED" || reason === "INSUFFICIENT_BALANCE")).toBe(true);
    expect(client.stopReasons).toContain("ENDED");
    expect(client.stopReasons).toContain("DAILY_BUDGET_EXHAUSTED");
  });
});
