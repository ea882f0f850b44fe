import { describe, expect, it } from "vitest";
import { prisma, type Tx } from "@/lib/db/client";
import { transaction } from "@/lib/db/transaction";
import { callRoute } from "@/lib/test/call-route";
import { fullRead } from "@/lib/test/serving-feed";
import { campaignBody, campaignPath, createStoredCampaignViaApi } from "@/lib/test/campaigns";
import { createOwner, createReviewer, seedLedger } from "@/lib/test/fixtures";
import { syncServing } from "@/lib/serving/sync-serving";
import { POST as issueKey } from "@/app/api/core/review/integration-keys/route";
import { POST as statusRoute } from "@/app/api/core/organization/[organizationId]/campaign/[campaignId]/status/route";
import { GET as servingChanges } from "./changes/route";

// The change stream's order with writers that do not wait for each other: transactions that begin in one order and
// commit in another, a follower polling serving/changes in between. Whatever the order, what the follower holds
// equals a full read, no change comes twice, and a cursor of the bare-number form answered before changes carried
// their transaction continues where it left off. On PostgreSQL the transactions run at once on their own
// connections; PGlite has one connection and runs them one after another, where the cursors are still checked.

const onPostgres = Boolean(process.env.DATABASE_URL);

type Item = { adId: string; campaignId: string; btags?: string[] } & Record<string, unknown>;
type Change = {
  cursor: string;
  adId: string | null;
  campaignId: string | null;
  kind: "SERVABLE" | "CHANGED" | "STOPPED" | "BUDGET";
  ad: Item | null;
  budget: Record<string, number> | null;
};

/** An ad server following serving/changes one change a page, remembering every change it was given. */
function follower(apiKey: string, set: Map<string, Item>, after: string) {
  const seen: string[] = [];
  return {
    seen,
    set,
    get after() {
      return after;
    },
    async poll() {
      const got: Change[] = [];
      for (;;) {
        const res = await callRoute(servingChanges, "GET", "/api/core/serving/changes", { apiKey, query: { after, limit: "1" } });
        expect(res.status, res.text).toBe(200);
        const items = res.json.items as Change[];
        for (const change of items) {
          seen.push(change.cursor);
          got.push(change);
          if (change.kind === "BUDGET") {
            for (const [adId, item] of set) if (item.campaignId === change.campaignId) set.set(adId, { ...item, ...change.budget });
          } else if (change.kind === "STOPPED") set.delete(change.adId!);
          else set.set(change.adId!, change.ad!);
        }
        after = res.json.nextCursor;
        if (items.length === 0) return got;
      }
    },
    /**
     * Polls until `done` holds of what it was given: on PostgreSQL a transaction of another database of the same
     * server, running still, holds answers back too (the oldest running transaction is the server's).
     */
    async pollUntil(done: (got: Change[]) => boolean) {
      const got: Change[] = [];
      // other test files run beside this one on the server, some holding a transaction open for seconds
      const until = Date.now() + 90_000;
      for (;;) {
        got.push(...(await this.poll()));
        if (done(got) || Date.now() > until) return got;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
  };
}

/** A transaction held open until commit() or rollback(), on a connection of its own (PostgreSQL). */
function openTransaction() {
  let started!: (tx: Tx) => void;
  const ready = new Promise<Tx>((resolve) => (started = resolve));
  let end!: (commit: boolean) => void;
  const ending = new Promise<boolean>((resolve) => (end = resolve));
  const done = transaction(
    async (tx) => {
      started(tx);
      if (!(await ending)) throw new Error("rolled back");
    },
    { maxWait: 10_000, timeout: 60_000 },
  ).then(
    () => true,
    () => false,
  );
  return {
    tx: ready,
    commit: async () => {
      end(true);
      expect(await done).toBe(true);
    },
  };
}

/** Fails when `work` waits on another writer instead of finishing by itself. */
async function withoutWaiting<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} waited on another writer`)), 5_000);
  });
  try {
    return await Promise.race([work, waited]);
  } finally {
    clearTimeout(timer);
  }
}

/** Pauses a campaign (its ads stop) in `tx` and brings the feed up to date there, as a writer does. */
async function pause(tx: Tx, campaignId: string) {
  await tx.campaign.update({ where: { id: campaignId }, data: { status: "CAMPAIGN_STATUS_PAUSED" } });
  return syncServing(tx, { campaignIds: [campaignId] });
}

/** Gives a campaign new btags (its ads' items change) in `tx`, and brings the feed up to date there. */
async function retag(tx: Tx, campaignId: string, btag: string) {
  await tx.campaign.update({ where: { id: campaignId }, data: { btags: [btag] } });
  return syncServing(tx, { campaignIds: [campaignId] });
}

async function setup() {
  const reviewer = await createReviewer();
  const issued = await callRoute(issueKey, "POST", "/api/core/review/integration-keys", {
    apiKey: reviewer.apiKey,
    body: { name: "Ad server" },
  });
  expect(issued.status, issued.text).toBe(201);
  const campaigns: string[] = [];
  // Two organizations with two serving campaigns each.
  for (let o = 0; o < 2; o++) {
    const owner = await createOwner();
    const organizationId = owner.organization.id;
    await seedLedger(organizationId, [{ type: "CHARGE_TYPE_PAID", amount: 500_000, createdAt: new Date(Date.now() - 60_000) }]);
    for (let c = 0; c < 2; c++) {
      const created = await createStoredCampaignViaApi(organizationId, owner.apiKey, campaignBody({ budget: 100_000 }));
      const res = await callRoute(statusRoute, "POST", `${campaignPath(organizationId, created._id)}/status`, {
        params: { organizationId, campaignId: created._id },
        apiKey: reviewer.apiKey,
        body: { status: "CAMPAIGN_STATUS_ACTIVE" },
      });
      expect(res.status, res.text).toBe(200);
      campaigns.push(created._id as string);
    }
  }
  return { apiKey: issued.json.apiKey as string, campaigns };
}

const position = (cursor: string) => cursor.split("-").map(BigInt) as [bigint, bigint];
const ordered = (cursors: string[]) =>
  cursors.every((cursor, i) => {
    if (i === 0) return true;
    const [x0, s0] = position(cursors[i - 1]);
    const [x1, s1] = position(cursor);
    return x0 < x1 || (x0 === x1 && s0 < s1);
  });

describe("serving/changes: writers that commit out of order", () => {
  it.runIf(onPostgres)(
    "transactions begun A, B, C and committed C, B, A: none waits, the follower sees nothing past A until A ends, then all",
    { timeout: 120_000 },
    async () => {
      const { apiKey, campaigns } = await setup();
      const [c1, c2, c3] = campaigns;
      const start = await fullRead(apiKey, 2);
      const client = follower(apiKey, start.set, start.changesCursor);
      expect([...start.set.values()].filter((item) => campaigns.includes(item.campaignId)).length).toBeGreaterThanOrEqual(4);

      const a = openTransaction();
      expect(await withoutWaiting(pause(await a.tx, c1), "A")).toBeGreaterThan(0);
      const b = openTransaction();
      expect(await withoutWaiting(pause(await b.tx, c2), "B")).toBeGreaterThan(0);
      const c = openTransaction();
      expect(await withoutWaiting(retag(await c.tx, c3, "late"), "C")).toBeGreaterThan(0);

      await c.commit();
      await b.commit();
      // B and C committed, but A began before them and runs still: their changes wait behind it.
      expect(await client.poll()).toEqual([]);
      await a.commit();
      // all three now (a timed re-check of the fourth campaign may add its own entry: it is not what this checks)
      const has = (changes: { campaignId: string | null }[]) =>
        [c1, c2, c3].every((id) => changes.some((change) => change.campaignId === id));
      const got = await client.pollUntil(has);
      expect(has(got)).toBe(true);
      expect(client.seen.length).toBe(new Set(client.seen).size);
      expect(ordered(client.seen)).toBe(true);
      expect(client.set).toEqual((await fullRead(apiKey, 2)).set);
    },
  );

  it.runIf(onPostgres)(
    "one campaign changed by a later transaction, then by an earlier one: the follower applies them in the order made",
    { timeout: 120_000 },
    async () => {
      const { apiKey, campaigns } = await setup();
      const [c1, c2] = campaigns;
      const start = await fullRead(apiKey, 2);
      const client = follower(apiKey, start.set, start.changesCursor);

      // E takes its transaction id first (it changes c1), F begins after it.
      const e = openTransaction();
      const eTx = await e.tx;
      await withoutWaiting(retag(eTx, c1, "e-first"), "E");
      const f = openTransaction();
      await withoutWaiting(retag(await f.tx, c2, "f"), "F");
      await f.commit();
      expect(await client.poll()).toEqual([]);
      // Now E changes c2 too, after F's change of it committed: E's change must come after F's.
      await withoutWaiting(retag(eTx, c2, "e-last"), "E again");
      await e.commit();
      const got = await client.pollUntil((changes) => changes.some((change) => change.ad?.btags?.[0] === "e-last"));
      // The retags' entries, in the order the follower got them (a timed re-check may add an entry of c2 without an ad)
      const tags = got
        .filter((change) => change.campaignId === c2 && change.ad)
        .map((change) => (change.ad?.btags as string[] | undefined)?.[0]);
      const half = tags.length / 2;
      expect(tags).toEqual([...Array<string>(half).fill("f"), ...Array<string>(half).fill("e-last")]);
      expect(client.seen.length).toBe(new Set(client.seen).size);
      const full = (await fullRead(apiKey, 2)).set;
      expect([...full.values()].filter((item) => item.campaignId === c2).every((item) => (item.btags as string[])[0] === "e-last")).toBe(
        true,
      );
      expect(client.set).toEqual(full);
    },
  );

  it(
    "cursors page one change at a time without a gap or a repeat, and a bare-number cursor continues where it left off",
    { timeout: 120_000 },
    async () => {
      const { apiKey, campaigns } = await setup();
      const [c1, c2, c3, c4] = campaigns;
      const start = await fullRead(apiKey, 2);
      // Entries logged before changes carried their transaction (xact 0, numbered in commit order); a client holds
      // the bare number of the first of them.
      const legacy = await prisma.servingChange.createManyAndReturn({
        data: [
          { adId: "legacy-ad-1", campaignId: "legacy-campaign", kind: "STOPPED", reasons: ["PAUSED"], xact: 0 },
          { adId: "legacy-ad-2", campaignId: "legacy-campaign", kind: "STOPPED", reasons: ["PAUSED"], xact: 0 },
        ],
        select: { seq: true },
      });
      const old = follower(apiKey, new Map(start.set), String(legacy[0].seq));
      const client = follower(apiKey, start.set, start.changesCursor);

      // Committed one after another (PGlite runs transactions one at a time); the second and third in one transaction.
      await transaction((tx) => pause(tx, c1));
      await transaction(async (tx) => {
        await retag(tx, c2, "two");
        await pause(tx, c3);
      });
      const middle = await client.pollUntil((changes) => changes.some((change) => change.campaignId === c3));
      await transaction((tx) => retag(tx, c4, "four"));
      await transaction((tx) => retag(tx, c2, "again"));
      const rest = await client.pollUntil((changes) => changes.some((change) => change.ad?.btags?.[0] === "again"));

      expect(middle.length).toBeGreaterThan(0);
      expect(rest.length).toBeGreaterThan(0);
      expect(client.seen.length).toBe(new Set(client.seen).size);
      expect(ordered(client.seen)).toBe(true);
      const full = (await fullRead(apiKey, 2)).set;
      expect(client.set).toEqual(full);

      // The bare-number cursor: the legacy entry after it, then every change since, once each, in the same order.
      const fromOld = await old.pollUntil((changes) => changes.length >= client.seen.length + 1);
      expect(fromOld[0]).toMatchObject({ cursor: `0-${legacy[1].seq}`, adId: "legacy-ad-2" });
      // (Every change since the migration follows the legacy entries, the campaigns' approvals of setup() included.)
      expect(old.seen.slice(-client.seen.length)).toEqual(client.seen);
      expect(old.seen.length).toBe(new Set(old.seen).size);
      expect(ordered(old.seen)).toBe(true);
      old.set.delete("legacy-ad-2");
      expect(old.set).toEqual(full);
      // Read again from where each stopped: nothing twice.
      expect(await client.poll()).toEqual([]);
      expect(await old.poll()).toEqual([]);

      // A campaign's entries stay in the order they were made even when its last entry's xact is above this
      // transaction's (as a transaction begun later, committed first, leaves it): the new entry takes that xact.
      const [{ xact: ahead }] = await prisma.$queryRaw<{ xact: bigint }[]>`SELECT pg_current_xact_id()::text::bigint + 1000 AS "xact"`;
      await prisma.servingChange.create({
        data: { adId: null, campaignId: c4, kind: "BUDGET", reasons: [], item: { budgetRemain: 1 }, xact: ahead },
      });
      await transaction((tx) => retag(tx, c4, "five"));
      const last = await prisma.servingChange.findMany({
        where: { campaignId: c4 },
        orderBy: [{ xact: "desc" }, { seq: "desc" }],
        take: 2,
      });
      expect(last[0].kind).toBe("CHANGED");
      expect(last[0].xact).toBe(ahead);
      expect(last[1].kind).toBe("BUDGET");
    },
  );
});
