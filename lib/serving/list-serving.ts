import "server-only";
import { gone } from "@/lib/api/errors";
import { encodeCursor, type PageQuery } from "@/lib/api/pagination";
import { prisma } from "@/lib/db/client";
import { z } from "zod";
import {
  changeCursorOf,
  SERVING_CHANGE_KINDS,
  STOP_REASONS,
  type ChangePosition,
  type ServingBudgetAmounts,
  type ServingChanges,
  type ServingItem,
} from "./schemas";
import { prunedThrough } from "./serving-retention";

const changeKind = z.enum(SERVING_CHANGE_KINDS);
const stopReasons = z.array(z.enum(STOP_REASONS));

// Reads of the serving feed: the ads that may serve now, keyset-paged by ad id, and the change log after a cursor.
// Both read rows the writers keep (sync-serving.ts), so nothing is computed per ad here.

/** Stored media URLs are relative to the console (`/media/…`); hosted ones are absolute already. */
function absolute(item: ServingItem, origin: string): ServingItem {
  for (const creative of item.creatives) {
    const media = creative.image ?? creative.video;
    if (media && media.url.startsWith("/")) media.url = `${origin}${media.url}`;
  }
  return item;
}

// The keyset is the ad id alone (ids are unique); the shared cursor carries it with a fixed instant.
const EPOCH = new Date(0);

/**
 * Where a client that follows serving/changes after a full read starts: (xmin, 0), xmin the oldest transaction still
 * running (or the next one when none is). Every entry positioned before it is of a transaction finished now, so a
 * read that starts now holds what it changed; every entry of a later or running transaction comes after it. Never
 * behind what the retention deleted (so that cursor is not answered 410).
 */
async function followFrom(): Promise<string> {
  const [row] = await prisma.$queryRaw<{ xmin: bigint }[]>`SELECT pg_snapshot_xmin(pg_current_snapshot())::text::bigint AS "xmin"`;
  const pruned = await prunedThrough();
  const start = { xact: row.xmin, seq: 0n };
  return changeCursorOf(before(start, pruned) ? pruned : start);
}

const before = (a: ChangePosition, b: ChangePosition) => a.xact < b.xact || (a.xact === b.xact && a.seq < b.seq);

/**
 * A page of the ads that may serve now, answered as the JSON text the database holds (no parse and re-serialize
 * per item: a full sync reads hundreds of thousands). Stored media URLs are made absolute, and the campaign's
 * remaining budgets appended to each item (text before its closing brace: cheaper than building a new jsonb), in
 * the same statement.
 */
export async function listServingAds(query: PageQuery, origin: string): Promise<Response> {
  const changesCursor = await followFrom();
  const after = query.cursor?.id ?? "";
  const rows = await prisma.$queryRaw<{ adId: string; item: string }[]>`
    SELECT a."adId", left(replace(a."item"::text, '"url": "/', ${`"url": "${origin}/`}), -1)
      || COALESCE(', "budgetRemain": ' || b."budgetRemain", '') || COALESCE(', "dailyBudgetRemain": ' || b."dailyBudgetRemain", '')
      || '}' AS "item"
    FROM "ServingAd" a LEFT JOIN "ServingBudget" b ON b."campaignId" = a."campaignId"
    WHERE a."servable" AND a."adId" > ${after} ORDER BY a."adId" LIMIT ${query.limit + 1}`;
  const items = rows.slice(0, query.limit);
  const last = items[items.length - 1];
  const nextCursor = rows.length > query.limit && last ? encodeCursor({ at: EPOCH, id: last.adId }) : null;
  const body = `{"items":[${items.map((row) => row.item).join(",")}],"nextCursor":${JSON.stringify(nextCursor)},"changesCursor":${JSON.stringify(changesCursor)}}`;
  return new Response(body, { status: 200, headers: { "content-type": "application/json" } });
}

type ChangeRow = {
  xact: bigint;
  seq: bigint;
  adId: string | null;
  campaignId: string | null;
  kind: string;
  reasons: string[];
  item: ServingItem | ServingBudgetAmounts | null;
  createdAt: Date;
};

/**
 * The changes after `after`, in (xact, seq) order; 410 SERVING_CURSOR_EXPIRED when the retention deleted some of
 * them. Only entries of transactions older than every transaction still running are answered (xact below the
 * statement's snapshot xmin): all of those have finished, so every entry that will ever sit before the answer's last
 * position is already in it, and one that commits later lands after it. The log is read before the horizon: a prune
 * committing in between makes the answer a 410, never a silent gap.
 */
export async function listServingChanges(query: { after: ChangePosition; limit: number }, origin: string): Promise<ServingChanges> {
  const { after } = query;
  const rows = await prisma.$queryRaw<ChangeRow[]>`
    SELECT "xact", "seq", "adId", "campaignId", "kind", "reasons", "item", "createdAt" FROM "ServingChange"
    WHERE ("xact", "seq") > (${after.xact}, ${after.seq})
      AND "xact" < (SELECT pg_snapshot_xmin(pg_current_snapshot())::text::bigint)
    ORDER BY "xact", "seq" LIMIT ${query.limit}`;
  if (before(after, await prunedThrough())) {
    throw gone(
      `Changes after ${changeCursorOf(after)} are no longer kept: read GET serving/ads in full and follow changes from its changesCursor.`,
      "SERVING_CURSOR_EXPIRED",
    );
  }
  const last = rows[rows.length - 1];
  return {
    items: rows.map((row) => {
      const kind = changeKind.parse(row.kind);
      return {
        cursor: changeCursorOf(row),
        adId: row.adId,
        campaignId: row.campaignId,
        kind,
        reasons: stopReasons.parse(row.reasons),
        ad: kind !== "BUDGET" && row.item ? absolute(row.item as ServingItem, origin) : null,
        budget: kind === "BUDGET" ? (row.item as ServingBudgetAmounts) : null,
        at: row.createdAt.toISOString(),
      };
    }),
    nextCursor: changeCursorOf(last ?? after),
  };
}
