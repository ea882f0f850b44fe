import "server-only";
import { Prisma } from "@/lib/db/generated/client";
import { pageOf, type PageQuery } from "@/lib/api/pagination";
import { campaignRowsWithFacts } from "./campaign-rows";
import type { CampaignStatus, ListCampaignsQuery } from "./schemas";

const RUNNING: CampaignStatus[] = ["CAMPAIGN_STATUS_ACTIVE", "CAMPAIGN_STATUS_PAUSED"];

// A timestamp parameter compared with the timestamp (UTC, without zone) columns as the model queries do.
const at = (date: Date) => Prisma.sql`(${date.toISOString()}::timestamptz AT TIME ZONE 'UTC')`;

/** The condition for a status as read: ACTIVE and PAUSED campaigns past their endAt count as ENDED. */
function statusWhere(status: CampaignStatus, now: Date): Prisma.Sql {
  if (status === "CAMPAIGN_STATUS_ENDED") {
    return Prisma.sql`(c."status" = ${status} OR (c."status" = ANY(${RUNNING}::text[]) AND c."endAt" <= ${at(now)}))`;
  }
  if (RUNNING.includes(status)) return Prisma.sql`c."status" = ${status} AND (c."endAt" IS NULL OR c."endAt" > ${at(now)})`;
  return Prisma.sql`c."status" = ${status}`;
}

/**
 * Which campaigns a caller whose campaign:read is scoped to some apps may see: those promoting only those apps.
 * `null` when the caller may read every campaign of the organization.
 */
export type ReadScope = { readableAppIds: string[]; otherAppIds: string[] } | null;

function scopeWhere(scope: ReadScope): Prisma.Sql {
  if (!scope) return Prisma.sql`TRUE`;
  return Prisma.sql`c."promotedAppIds" && ${scope.readableAppIds}::text[] AND NOT (c."promotedAppIds" && ${scope.otherAppIds}::text[])`;
}

/** The keyset page condition, newest first: after the cursor's (createdAt, id), as lib/api/pagination's keyset. */
function pageWhere({ cursor }: PageQuery): Prisma.Sql {
  if (!cursor) return Prisma.sql`TRUE`;
  return Prisma.sql`c."createdAt" <= ${at(cursor.at)} AND (c."createdAt" < ${at(cursor.at)} OR (c."createdAt" = ${at(cursor.at)} AND c."id" < ${cursor.id}))`;
}

/**
 * Extension GET campaigns: newest first, keyset pages, filtered by status, name and promoted app, each campaign
 * with its serving facts, in one query.
 */
export async function listCampaigns(organizationId: string, query: ListCampaignsQuery, scope: ReadScope = null) {
  const { status, name, promotedAppId, kind } = query;
  const now = new Date();
  const conditions = [
    Prisma.sql`c."kind" = ${kind}`,
    // ILIKE on the name with the text as given, as Prisma's `contains` in insensitive mode sends it.
    ...(name ? [Prisma.sql`c."name" ILIKE ${`%${name}%`}`] : []),
    ...(promotedAppId ? [Prisma.sql`${promotedAppId} = ANY(c."promotedAppIds")`] : []),
    ...(status ? [statusWhere(status, now)] : []),
    scopeWhere(scope),
    pageWhere(query),
  ];
  const rows = await campaignRowsWithFacts(organizationId, Prisma.join(conditions, " AND "), query.limit + 1);
  return pageOf(rows, query.limit, "createdAt");
}
