import "server-only";
import { createHash } from "node:crypto";
import { Prisma } from "@/lib/db/generated/client";
import { ipAllowed } from "@/lib/api/client-ip";
import { ApiError, badRequest, forbidden } from "@/lib/api/errors";
import { consumeRateLimit, rateLimitHeaders } from "@/lib/api/rate-limit";
import { hashApiKey, POSTBACK_TOKEN_PATTERN } from "@/lib/auth/api-key";
import { krwOf } from "@/lib/attribution/exchange";
import type { AttributionPartner, AttributionPlatform, PostbackKind, PostbackOutcome } from "@/lib/attribution/partners";
import { PARTNER_MODULES } from "@/lib/attribution/partners/modules";
import { PostbackValues, type PostbackRecord } from "@/lib/attribution/partners/read-values";
import { dayOffsetOf, type RollupAmounts, type RollupKey } from "@/lib/attribution/rollup";
import { authCache } from "@/lib/auth/auth-change-listener";
import { prisma } from "@/lib/db/client";
import { newObjectId } from "@/lib/new-object-id";
import { postbackRateLimit } from "@/lib/attribution/receiver/postback-settings";
import { storePostback, type PendingPostback, type PostbackRow, type ReceivedPostback } from "@/lib/operations/attribution/postback-store";

/** What became of a postback the token let in. */
type ReceiveResult = {
  postbackId: string;
  outcome: PostbackOutcome;
  /** why it is unmatched, when it is */
  outcomeReason: string | null;
  kind: PostbackKind;
  /** a retry of a postback already stored: nothing new was written */
  duplicate: boolean;
};

type TokenRow = {
  id: string;
  appId: string;
  organizationId: string;
  ipWhitelist: string[];
  retiresAt: Date | null;
  revokedAt: Date | null;
  lastUsedAt: Date | null;
  settings: { platform: AttributionPlatform; partner: string; revenueEvents: string[] }[];
};

type AdRow = {
  id: string;
  campaignId: string;
  promotedAppId: string | null;
  organizationId: string;
  creativeIds: string[];
  /** the campaign's: BID_TYPE_CPI campaigns are charged per attributed install */
  bidType: string;
};

/** How stale the token's lastUsedAt may get: it is written at most this often, not on every postback. */
const LAST_USED_GRANULARITY_MS = 60_000;

const invalidToken = () =>
  forbidden("This postback URL's token is unknown, revoked or past its rotation overlap.", "POSTBACK_TOKEN_INVALID");

/**
 * The token with its app's attribution settings (its app not deleted), and the ad the postback names with its
 * campaign's organization and bid type: from the authentication cache, which drops them the moment the database
 * announces a change to any row they were read from (a token revoked or rotated, an app deleted, its settings
 * changed, an ad moved, a campaign's bid type changed, a creative added or moved: the triggers of
 * prisma/migrations/20261206141500_postback_lookup_notify), on every instance; while it cannot hear them it is off
 * and both are read from the database. The token is null when it does not let a postback in now.
 */
async function lookupsOf(token: string, adId: string | null): Promise<{ token: TokenRow | null; ad: AdRow | null }> {
  if (!POSTBACK_TOKEN_PATTERN.test(token)) return { token: null, ad: null };
  const cache = authCache();
  const hash = hashApiKey(token);
  const [row, ad] = await Promise.all([
    cache.get(
      `pbtoken-hash:${hash}`,
      () => loadToken(hash),
      (found) => [`pbtoken:${found.id}`, `pbapp:${found.appId}`, `pbsettings:${found.appId}`],
    ),
    adId
      ? cache.get(
          `pbad-of:${adId}`,
          () => loadAd(adId),
          (found) => [`pbad:${found.id}`, `pbcampaign:${found.campaignId}`, `pbcreatives:${found.id}`],
        )
      : null,
  ]);
  if (!row || row.revokedAt || (row.retiresAt && row.retiresAt.getTime() <= Date.now())) return { token: null, ad };
  return { token: row, ad };
}

async function loadToken(hash: string): Promise<TokenRow | null> {
  const rows = await prisma.$queryRaw<TokenRow[]>`
    SELECT t."id", t."appId", t."organizationId", t."ipWhitelist", t."retiresAt", t."revokedAt", t."lastUsedAt",
      (SELECT COALESCE(json_agg(json_build_object('platform', s."platform", 'partner', s."partner", 'revenueEvents', s."revenueEvents")), '[]'::json)
        FROM "AttributionSetting" s WHERE s."appId" = t."appId") AS "settings"
    FROM "PostbackToken" t
    JOIN "App" ap ON ap."id" = t."appId" AND ap."deletedAt" IS NULL
    WHERE t."hash" = ${hash}`;
  return rows[0] ?? null;
}

async function loadAd(adId: string): Promise<AdRow | null> {
  const rows = await prisma.$queryRaw<AdRow[]>`
    SELECT a."id", a."campaignId", a."promotedAppId", c."organizationId", c."bidType",
      ARRAY(SELECT cr."id" FROM "Creative" cr WHERE cr."adId" = a."id") AS "creativeIds"
    FROM "Ad" a JOIN "Campaign" c ON c."id" = a."campaignId" WHERE a."id" = ${adId}`;
  return rows[0] ?? null;
}

/** A retry is stored once: the partner's event id, else click id + kind + event name + event time. */
function dedupeKeyOf(record: PostbackRecord): string {
  if (record.partnerEventId) return `id:${record.partnerEventId}`;
  return `${record.clickId ?? ""}|${record.kind}|${record.eventName ?? ""}|${record.eventAt.toISOString()}`;
}

/** An unreadable postback's key: its bytes, so the same one sent again is kept once. */
function rawKeyOf(input: ReceivedPostback): string {
  return `raw:${createHash("sha256")
    .update(`${input.method}\n${input.rawQuery}\n${input.body ?? ""}`)
    .digest("hex")}`;
}

/** What a stored, attributed postback row holds that its rollup count is made of. */
type CountedPostback = {
  organizationId: string;
  campaignId: string | null;
  adId: string | null;
  creativeId: string | null;
  country: string | null;
  platform: string | null;
  kind: string | null;
  installAt: Date | null;
  eventAt: Date | null;
  eventName: string | null;
  revenue: Prisma.Decimal | string | null;
  revenueKrw: bigint | null;
};

/**
 * Where an attributed postback counts in the rollup and what it adds, from its stored row alone (so it can be taken
 * back exactly): installs, rejections and reattributions count one; an event counts one, plus its revenue in won,
 * or one unconverted event while its revenue waits for a rate (revenue is stored only where it counts).
 */
export function rollupOf(row: CountedPostback): { key: RollupKey; amounts: RollupAmounts } {
  const isEvent = row.kind === "EVENT" || row.kind === "REJECTED_EVENT";
  const installAt = row.installAt ?? row.eventAt ?? new Date(0);
  const key: RollupKey = {
    organizationId: row.organizationId,
    campaignId: row.campaignId ?? "",
    adId: row.adId ?? "",
    creativeId: row.creativeId ?? "",
    country: row.country ?? "",
    platform: row.platform ?? "",
    source: "MMP",
    installAt,
    dayOffset: isEvent && row.eventAt ? dayOffsetOf(installAt, row.eventAt) : 0,
    eventName: isEvent ? (row.eventName ?? "") : "",
  };
  const amounts: RollupAmounts =
    row.kind === "INSTALL"
      ? { installs: 1n }
      : row.kind === "REJECTED_INSTALL"
        ? { rejectedInstalls: 1n }
        : row.kind === "REATTRIBUTION"
          ? { reattributions: 1n }
          : row.kind === "REJECTED_EVENT"
            ? { rejectedEvents: 1n }
            : row.revenue === null
              ? { events: 1n }
              : row.revenueKrw === null
                ? { events: 1n, unconvertedEvents: 1n }
                : { events: 1n, revenue: row.revenueKrw };
  return { key, amounts };
}

/** Why a readable postback is not counted for this app, or null when it names one of its ads. */
function unmatchedReason(token: TokenRow, ad: AdRow | null, record: PostbackRecord, partner: AttributionPartner): string | null {
  const setting = token.settings.find((s) => s.platform === record.platform);
  if (record.platform && setting && setting.partner !== partner) return "PLATFORM_HAS_ANOTHER_PARTNER";
  if (!record.adId) return "NO_AD";
  if (!ad) return "AD_UNKNOWN";
  if (ad.organizationId !== token.organizationId) return "AD_OF_ANOTHER_ORGANIZATION";
  if (ad.promotedAppId !== token.appId) return "AD_OF_ANOTHER_APP";
  if (record.campaignId && record.campaignId !== ad.campaignId) return "CAMPAIGN_MISMATCH";
  return null;
}

/**
 * Receives one postback: the token lets it in (403 otherwise, nothing written), the token's rate limit (429), then
 * it is stored once whatever it says: QUARANTINED when unreadable (then 400), UNMATCHED when it names no ad of the
 * token's app, else ATTRIBUTED and counted in the attribution rollup in the same statement (and, a CPI campaign's
 * install, charged in its transaction). The row is stored with the postbacks arriving at the same moment
 * (storePostback, a group commit) and answered once that commit is done. A retry (same dedupe key) answers what the
 * first became and writes nothing.
 */
export async function receivePostback(input: ReceivedPostback): Promise<{ result: ReceiveResult; headers: Record<string, string> }> {
  // Read first (no database): the ad it names is then fetched with the token, in the same query.
  const parsed = PARTNER_MODULES[input.partner].parse(new PostbackValues(input));
  const named = parsed.ok ? parsed.record : null;
  const { token, ad: namedAd } = await lookupsOf(input.token, named?.adId ?? null);
  if (!token) throw invalidToken();
  const settings = token.settings.filter((s) => s.partner === input.partner);
  if (settings.length === 0) {
    throw forbidden(
      "This app's attribution is not set up with this partner: use the postback URL its settings show.",
      "POSTBACK_PARTNER_MISMATCH",
    );
  }
  if (!ipAllowed(input.ip, token.ipWhitelist)) {
    throw forbidden("Postbacks with this token are not allowed from this address.", "IP_NOT_ALLOWED");
  }
  const rule = postbackRateLimit();
  const limit = await consumeRateLimit(`postback:${token.id}`, rule);
  const headers = rateLimitHeaders(limit);
  if (!limit.allowed) {
    throw new ApiError(
      429,
      `Rate limit of ${rule.requests} postbacks per ${rule.windowSeconds} s for this token exceeded.`,
      "RATE_LIMITED",
      {
        headers,
      },
    );
  }
  await touchToken(token);
  const owned = { organizationId: token.organizationId, appId: token.appId, tokenId: token.id, input };

  if (!parsed.ok) {
    const row: PostbackRow = {
      ...owned,
      id: newObjectId(),
      dedupeKey: rawKeyOf(input),
      outcome: "QUARANTINED",
      outcomeReason: "MALFORMED",
      record: null,
      revenue: null,
      currency: null,
      revenueKrw: null,
    };
    const stored = await storePostback({ row });
    const error = badRequest(
      `The postback cannot be read (${parsed.problems.join("; ")}); it is kept 7 days as ${stored.stored ? row.id : stored.first.id} for the app's postback log.`,
      "POSTBACK_MALFORMED",
      parsed.problems.map((message) => ({ path: "postback", message })),
    );
    error.extra.headers = headers;
    throw error;
  }

  const record = { ...parsed.record };
  // A postback that does not say its platform is read as the one platform set up with this partner.
  if (!record.platform && settings.length === 1) record.platform = settings[0].platform;
  const reason = unmatchedReason(token, namedAd, record, input.partner);
  const base = { ...owned, id: newObjectId(), dedupeKey: dedupeKeyOf(record), record, outcomeReason: reason };
  let pending: PendingPostback;
  if (reason || !namedAd) {
    pending = { row: { ...base, outcome: "UNMATCHED", revenue: null, currency: null, revenueKrw: null } };
  } else {
    const ad = namedAd;
    const setting = settings.find((s) => s.platform === record.platform) ?? settings[0];
    // The row holds what it is counted as: the ad's own campaign, the creative only when it is the ad's.
    const counted = {
      ...record,
      platform: record.platform ?? setting.platform,
      campaignId: ad.campaignId,
      creativeId: record.creativeId !== null && ad.creativeIds.includes(record.creativeId) ? record.creativeId : null,
    };
    const countsRevenue =
      record.kind === "EVENT" && record.revenue !== null && record.eventName !== null && setting.revenueEvents.includes(record.eventName);
    const revenue = countsRevenue ? record.revenue : null;
    const revenueKrw = countsRevenue ? await krwOf(prisma, new Prisma.Decimal(revenue!), record.currency!, record.eventAt) : null;
    pending = {
      row: { ...base, record: counted, outcome: "ATTRIBUTED", revenue, currency: countsRevenue ? record.currency : null, revenueKrw },
      counted: rollupOf({ ...counted, organizationId: token.organizationId, revenue, revenueKrw }),
      // A CPI campaign's install is charged when it is stored (not a retry), in the same transaction.
      charge:
        record.kind === "INSTALL" && ad.bidType === "BID_TYPE_CPI"
          ? { campaignId: ad.campaignId, country: counted.country ?? null }
          : undefined,
    };
  }
  const stored = await storePostback(pending);
  const { row } = pending;
  const result: ReceiveResult = stored.stored
    ? { postbackId: row.id, outcome: row.outcome, outcomeReason: row.outcomeReason, kind: record.kind, duplicate: false }
    : {
        postbackId: stored.first.id,
        outcome: stored.first.outcome,
        outcomeReason: stored.first.outcomeReason,
        kind: record.kind,
        duplicate: true,
      };
  return { result, headers };
}

/**
 * Stamps the token's lastUsedAt when the stamp read with it is over a minute old: one write a minute, not one a
 * postback. The stamp announces nothing (the cached row keeps the one it was read with), so the row in hand (the
 * cached one) is stamped too.
 */
async function touchToken(token: TokenRow): Promise<void> {
  if (token.lastUsedAt && Date.now() - token.lastUsedAt.getTime() < LAST_USED_GRANULARITY_MS) return;
  token.lastUsedAt = new Date();
  await prisma.$executeRaw`
    UPDATE "PostbackToken" SET "lastUsedAt" = now()
    WHERE "id" = ${token.id} AND ("lastUsedAt" IS NULL OR "lastUsedAt" < now() - interval '60 seconds')`;
}
