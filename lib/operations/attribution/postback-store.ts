import "server-only";
import { Prisma } from "@/lib/db/generated/client";
import type { PostbackOutcome } from "@/lib/attribution/partners";
import type { PostbackRecord, RawPostback } from "@/lib/attribution/partners/read-values";
import type { AttributionPartner } from "@/lib/attribution/partners";
import { attributionRollupWrites, type RollupEntry } from "@/lib/attribution/rollup";
import { prisma, type Tx } from "@/lib/db/client";
import { outsideRequest } from "@/lib/db/request-context";
import { preparedStatement } from "@/lib/db/prepared-statements";
import { withOrganizationsLock } from "@/lib/db/row-lock";
import { groupCommit, type Settled } from "@/lib/group-commit";
import { lockCpiCampaigns, priceInstalls, recordInstallCharges } from "@/lib/operations/attribution/install-charge";
import { syncServingAfterSpend } from "@/lib/serving/sync-serving";

/** A postback as the route received it. */
export type ReceivedPostback = RawPostback & { partner: AttributionPartner; token: string; rawQuery: string; ip: string | null };

/** A postback row to store, as the receiver decided it. */
export type PostbackRow = {
  id: string;
  organizationId: string;
  appId: string;
  tokenId: string;
  input: ReceivedPostback;
  dedupeKey: string;
  outcome: PostbackOutcome;
  outcomeReason: string | null;
  record: PostbackRecord | null;
  revenue: string | null;
  currency: string | null;
  revenueKrw: bigint | null;
};

/** A postback to store: its row, where it counts (attributed ones), and whether it is a CPI campaign's install to charge. */
export type PendingPostback = {
  row: PostbackRow;
  counted?: Omit<RollupEntry, "postbackId">;
  /** a CPI campaign's attributed install: charged when stored, as the installs before it in the flush left the budget */
  charge?: { campaignId: string; country: string | null };
};

/** Stored now, or a retry of a postback stored before (`first`): nothing new was written. */
type StoreResult = { stored: true } | { stored: false; first: { id: string; outcome: PostbackOutcome; outcomeReason: string | null } };

const column = <T>(rows: readonly PostbackRow[], of: (row: PostbackRow) => T) => rows.map(of);
const iso = (at: Date | null | undefined) => (at ? at.toISOString() : null);

/**
 * One statement storing the rows whose dedupe key is not stored yet (in key order, the first of two equal keys in the
 * batch winning, so concurrent flushes never wait on each other in a cycle) and counting exactly those it stored in
 * the rollups (attributionRollupWrites): both commit together or neither does. Answers the ids it stored.
 */
async function insertPostbacks(db: Tx, entries: readonly PendingPostback[]): Promise<Set<string>> {
  const rows = entries.map((entry) => entry.row);
  const counted = entries.flatMap((entry) => (entry.counted ? [{ ...entry.counted, postbackId: entry.row.id }] : []));
  const insert = Prisma.sql`
    INSERT INTO "Postback" ("id", "organizationId", "appId", "tokenId", "partner", "dedupeKey", "method", "rawQuery", "rawBody",
      "sourceIp", "outcome", "outcomeReason", "kind", "clickId", "campaignId", "adId", "creativeId", "country", "platform",
      "installAt", "eventAt", "eventName", "revenue", "currency", "revenueKrw", "partnerEventId", "receivedAt")
    SELECT p."id", p."organizationId", p."appId", p."tokenId", p."partner", p."dedupeKey", p."method", p."rawQuery", p."rawBody",
      p."sourceIp", p."outcome", p."outcomeReason", p."kind", p."clickId", p."campaignId", p."adId", p."creativeId", p."country",
      p."platform", p."installAt", p."eventAt", p."eventName", p."revenue", p."currency", p."revenueKrw", p."partnerEventId", now()
    FROM unnest(${column(rows, (r) => r.id)}::text[], ${column(rows, (r) => r.organizationId)}::text[], ${column(rows, (r) => r.appId)}::text[],
      ${column(rows, (r) => r.tokenId)}::text[], ${column(rows, (r) => r.input.partner)}::text[], ${column(rows, (r) => r.dedupeKey)}::text[],
      ${column(rows, (r) => r.input.method)}::text[], ${column(rows, (r) => r.input.rawQuery)}::text[], ${column(rows, (r) => r.input.body)}::text[],
      ${column(rows, (r) => r.input.ip)}::text[], ${column(rows, (r) => r.outcome)}::text[], ${column(rows, (r) => r.outcomeReason)}::text[],
      ${column(rows, (r) => r.record?.kind ?? null)}::text[], ${column(rows, (r) => r.record?.clickId ?? null)}::text[],
      ${column(rows, (r) => r.record?.campaignId ?? null)}::text[], ${column(rows, (r) => r.record?.adId ?? null)}::text[],
      ${column(rows, (r) => r.record?.creativeId ?? null)}::text[], ${column(rows, (r) => r.record?.country ?? null)}::text[],
      ${column(rows, (r) => r.record?.platform ?? null)}::text[], ${column(rows, (r) => iso(r.record?.installAt))}::timestamptz[],
      ${column(rows, (r) => iso(r.record?.eventAt))}::timestamptz[], ${column(rows, (r) => r.record?.eventName ?? null)}::text[],
      ${column(rows, (r) => r.revenue)}::numeric[], ${column(rows, (r) => r.currency)}::text[],
      ${column(rows, (r) => (r.revenueKrw === null ? null : String(r.revenueKrw)))}::bigint[],
      ${column(rows, (r) => r.record?.partnerEventId ?? null)}::text[])
      WITH ORDINALITY AS p("id", "organizationId", "appId", "tokenId", "partner", "dedupeKey", "method", "rawQuery", "rawBody",
        "sourceIp", "outcome", "outcomeReason", "kind", "clickId", "campaignId", "adId", "creativeId", "country", "platform",
        "installAt", "eventAt", "eventName", "revenue", "currency", "revenueKrw", "partnerEventId", "arrival")
    ORDER BY p."appId", p."dedupeKey", p."arrival"
    ON CONFLICT ("appId", "dedupeKey") DO NOTHING
    RETURNING "id"`;
  // Kept prepared (one text with counts, one without): a flush runs many times a second.
  const stored = counted.length
    ? await db.$queryRaw<{ id: string }[]>`${preparedStatement("postback-flush")}
        WITH "stored" AS (${insert}), ${attributionRollupWrites(counted, Prisma.sql`SELECT "id" FROM "stored"`)}
        SELECT "id" FROM "stored"`
    : await db.$queryRaw<{ id: string }[]>`${preparedStatement("postback-flush")} ${insert}`;
  return new Set(stored.map((row) => row.id));
}

/**
 * The flush's CPI installs stored and charged in one transaction, under their organizations' row locks and then
 * their campaigns' (delivery's lock order), with the flush's other postbacks: the campaigns are read once, the rows
 * stored, then the installs that were stored (not retries) priced one after the other in their arrival order and
 * charged together (recordInstallCharges). Answers the ids stored and what the serving feed must look at again.
 */
async function insertAndCharge(entries: readonly PendingPostback[], now: Date) {
  const charged = entries.filter((entry) => entry.charge);
  const organizationIds = [...new Set(charged.map((entry) => entry.row.organizationId))];
  return withOrganizationsLock(organizationIds, async (tx, lock) => {
    const read = await lockCpiCampaigns(
      tx,
      [...new Set(charged.map((entry) => entry.charge!.campaignId))],
      [...new Set(charged.flatMap((entry) => entry.charge!.country ?? []))],
      now,
    );
    const stored = await insertPostbacks(tx, entries);
    const installs = charged
      .filter((entry) => stored.has(entry.row.id) && read.campaigns.has(entry.charge!.campaignId))
      .map((entry) => ({ postbackId: entry.row.id, ...entry.charge! }));
    const spent = await recordInstallCharges(tx, lock, read, priceInstalls(read, installs, now), now);
    return { stored, spent };
  });
}

/** What each retry's first postback became, read after the flush committed. */
async function firstsOf(rows: readonly PostbackRow[]) {
  if (!rows.length) return new Map<string, { id: string; outcome: PostbackOutcome; outcomeReason: string | null }>();
  const found = await prisma.$queryRaw<
    { id: string; appId: string; dedupeKey: string; outcome: PostbackOutcome; outcomeReason: string | null }[]
  >`
    SELECT p."id", p."appId", p."dedupeKey", p."outcome", p."outcomeReason"
    FROM "Postback" p
    JOIN unnest(${column(rows, (r) => r.appId)}::text[], ${column(rows, (r) => r.dedupeKey)}::text[]) AS k("appId", "dedupeKey")
      ON p."appId" = k."appId" AND p."dedupeKey" = k."dedupeKey"`;
  return new Map(found.map(({ appId, dedupeKey, ...first }) => [`${appId}\n${dedupeKey}`, first]));
}

/**
 * Stores a flush of postbacks (groupCommit): one statement for all of them, or, when some are CPI installs, one
 * transaction that also charges them; then one serving sync for the campaigns charged. Each is answered only after
 * that commit, so an acknowledged postback is a stored one.
 */
async function flushPostbacks(entries: PendingPostback[]): Promise<Settled<StoreResult>[]> {
  const now = new Date();
  const { stored, spent } = entries.some((entry) => entry.charge)
    ? await insertAndCharge(entries, now)
    : { stored: await insertPostbacks(prisma, entries), spent: null };
  // The charges committed: a failing sync must not store them again (a retry would be a duplicate), so it fails
  // the answers, as a charge's own sync did when each postback synced after itself.
  const synced: Settled<void> = spent?.campaignIds.length
    ? await syncServingAfterSpend(spent).then(
        () => ({ ok: true as const, value: undefined }),
        (error: unknown) => ({ ok: false as const, error }),
      )
    : { ok: true, value: undefined };
  const firsts = await firstsOf(entries.filter((entry) => !stored.has(entry.row.id)).map((entry) => entry.row));
  return entries.map(({ row }): Settled<StoreResult> => {
    if (!synced.ok) return synced;
    if (stored.has(row.id)) return { ok: true, value: { stored: true } };
    const first = firsts.get(`${row.appId}\n${row.dedupeKey}`);
    if (!first) return { ok: false, error: new Error(`postback ${row.dedupeKey} neither stored nor found`) };
    return { ok: true, value: { stored: false, first } };
  });
}

/**
 * Stores one postback with the others arriving at the same moment on this instance (group commit): resolves once
 * the statement (or transaction) that stored it, or found it stored before, has committed. A flush stores several
 * requests' postbacks, so it runs outside all of their contexts: never in a request's transaction, never logged as
 * one request's work.
 */
export const storePostback = groupCommit((entries: PendingPostback[]) => outsideRequest(() => flushPostbacks(entries)));
