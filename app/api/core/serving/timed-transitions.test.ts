import { describe, expect, it } from "vitest";
import { callRoute } from "@/lib/test/call-route";
import { fullRead, integrationKey } from "@/lib/test/serving-feed";
import { campaignBody, campaignPath, createStoredCampaignViaApi } from "@/lib/test/campaigns";
import { createReviewer } from "@/lib/test/fixtures";
import { fundedOwner } from "@/lib/test/ads";
import { addUtcDays, utcDayOf } from "@/lib/utc-day";
import { writeTimedEvents } from "@/lib/operations/events/timed-events";
import { POST as reportDelivery } from "@/app/api/core/delivery/route";
import { POST as statusRoute } from "@/app/api/core/organization/[organizationId]/campaign/[campaignId]/status/route";
import { GET as servingChanges } from "./changes/route";

// What time alone does to the serving feed, one row per transition: the event worker's sweep (writeTimedEvents) is
// run at chosen instants, so the clock is the test's. At each instant the feed (a full read of serving/ads) holds
// the campaign's ads or not, and the change log says so with the kind and reason an ad server acts on.

const HOUR = 3_600_000;
type Change = { adId: string | null; campaignId: string | null; kind: string; reasons: string[] };
type Step = { at: (t: Times) => Date; serves: boolean; change?: { kind: "SERVABLE" | "STOPPED"; reason?: string } };
type Times = { startAt: Date; endAt: Date; midnight: Date };
type Row = {
  name: string;
  start: number; // hours from now
  end: number;
  dailyBudget?: number;
  /** before the first step: "approve" (the reviewer), "spendDaily" (today's spend reaches the daily budget), "pause" */
  before: ("approve" | "spendDaily" | "pause")[];
  steps: Step[];
};

const ROWS: Row[] = [
  {
    name: "approved before its start: out until startAt, SERVABLE at startAt",
    start: 2,
    end: 48,
    before: ["approve"],
    steps: [
      { at: (t) => new Date(t.startAt.getTime() - 1_000), serves: false },
      { at: (t) => t.startAt, serves: true, change: { kind: "SERVABLE" } },
    ],
  },
  {
    name: "serving: leaves at endAt, STOPPED for ENDED",
    start: -1,
    end: 3,
    before: ["approve"],
    steps: [
      { at: (t) => new Date(t.endAt.getTime() - 1_000), serves: true },
      { at: (t) => t.endAt, serves: false, change: { kind: "STOPPED", reason: "ENDED" } },
    ],
  },
  {
    name: "starts and ends between two sweeps: never enters the feed",
    start: 1,
    end: 1.5,
    before: ["approve"],
    steps: [{ at: (t) => new Date(t.endAt.getTime() + HOUR), serves: false }],
  },
  {
    name: "paused before its start: the start passing does not bring it in",
    start: 2,
    end: 48,
    before: ["approve", "pause"],
    steps: [{ at: (t) => new Date(t.startAt.getTime() + 1_000), serves: false }],
  },
  {
    name: "waiting for review when its start passes: stays out",
    start: 2,
    end: 48,
    before: [],
    steps: [{ at: (t) => new Date(t.startAt.getTime() + 1_000), serves: false }],
  },
  {
    name: "daily budget used up: out for the rest of the UTC day, SERVABLE again at 00:00 UTC",
    start: -1,
    end: 24 * 7,
    dailyBudget: 20_000,
    before: ["approve", "spendDaily"],
    steps: [
      { at: (t) => new Date(t.midnight.getTime() - 1_000), serves: false },
      { at: (t) => t.midnight, serves: true, change: { kind: "SERVABLE" } },
    ],
  },
];

/** The change log from `after` on, followed until `done` holds of it (`drained`: the last page was empty) or a bounded time has passed. */
async function changesUntil(apiKey: string, after: string, done: (changes: Change[], drained: boolean) => boolean) {
  const changes: Change[] = [];
  const until = Date.now() + 60_000;
  for (;;) {
    const res = await callRoute(servingChanges, "GET", "/api/core/serving/changes", { apiKey, query: { after, limit: "100" } });
    expect(res.status, res.text).toBe(200);
    changes.push(...(res.json.items as Change[]));
    after = res.json.nextCursor as string;
    // Another transaction still open on the server holds newer entries back (on PostgreSQL, any database's).
    const drained = (res.json.items as Change[]).length === 0;
    if (done(changes, drained) || Date.now() > until) return { changes, after };
    if (drained) await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("serving feed: timed transitions, with the sweep run at chosen instants", () => {
  it.each(ROWS)("$name", { timeout: 120_000 }, async (row) => {
    const apiKey = await integrationKey();
    const reviewer = await createReviewer();
    const owner = await fundedOwner();
    const organizationId = owner.organization.id;
    const now = Date.now();
    const startAt = new Date(Math.floor((now + row.start * HOUR) / 1_000) * 1_000);
    const endAt = new Date(Math.floor((now + row.end * HOUR) / 1_000) * 1_000);
    const midnight = new Date(`${addUtcDays(utcDayOf(now), 1)}T00:00:00Z`);
    const times: Times = { startAt, endAt, midnight };
    const body = campaignBody({
      startAt: startAt.toISOString(),
      endAt: endAt.toISOString(),
      budget: 500_000,
      ...(row.dailyBudget ? { dailyBudget: row.dailyBudget } : {}),
    });
    const campaign = await createStoredCampaignViaApi(organizationId, owner.apiKey, body);
    const campaignId = campaign._id as string;
    const adId = (campaign.ads as { _id: string }[])[0]._id;
    const setStatus = async (status: string, key: string) => {
      const res = await callRoute(statusRoute, "POST", `${campaignPath(organizationId, campaignId)}/status`, {
        params: { organizationId, campaignId },
        apiKey: key,
        body: { status },
      });
      expect(res.status, res.text).toBe(200);
    };
    for (const action of row.before) {
      if (action === "approve") await setStatus("CAMPAIGN_STATUS_ACTIVE", reviewer.apiKey);
      if (action === "pause") await setStatus("CAMPAIGN_STATUS_PAUSED", owner.apiKey);
      if (action === "spendDaily") {
        const res = await callRoute(reportDelivery, "POST", "/api/core/delivery", {
          apiKey,
          body: { rows: [{ adId, date: utcDayOf(now), impressions: 1_000, clicks: 0, installs: 0, spend: row.dailyBudget }] },
        });
        expect(res.status, res.text).toBe(200);
      }
    }
    let { changesCursor: after } = await fullRead(apiKey);

    for (const step of row.steps) {
      await writeTimedEvents(step.at(times));

      const { set } = await fullRead(apiKey);
      expect(set.has(adId), `at ${step.at(times).toISOString()}`).toBe(step.serves);
      if (!step.change) continue;
      const expected = step.change;
      const ours = (changes: Change[]) => changes.filter((change) => change.adId === adId);
      const followed = await changesUntil(apiKey, after, (changes) => ours(changes).some((change) => change.kind === expected.kind));
      after = followed.after;
      const change = ours(followed.changes).find((c) => c.kind === expected.kind);
      expect(change, JSON.stringify(ours(followed.changes))).toBeDefined();
      if (expected.reason) expect(change!.reasons).toContain(expected.reason);
      // Nothing else happened to the ad at this instant: its last change is the one expected.
      expect(ours(followed.changes).at(-1)!.kind).toBe(expected.kind);
    }
    // And the feed never carried it where the table says it must not serve: no SERVABLE entry before it should.
    if (row.steps.every((step) => !step.serves)) {
      const { changes } = await changesUntil(apiKey, "0", (_, drained) => drained);
      expect(changes.filter((change) => change.adId === adId && change.kind === "SERVABLE")).toEqual([]);
    }
  });
});
