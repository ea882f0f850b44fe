import "server-only";
import { prisma } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { keyset, pageOf } from "@/lib/api/pagination";
import { campaignInclude } from "./campaign-include";
import type { CampaignStatus, ListCampaignsQuery } from "./schemas";

const RUNNING: CampaignStatus[] = ["CAMPAIGN_STATUS_ACTIVE", "CAMPAIGN_STATUS_PAUSED"];

/** The `where` for a status as read: ACTIVE and PAUSED campaigns past their endAt count as ENDED. */
function statusWhere(status: CampaignStatus, now: Date): Prisma.CampaignWhereInput {
  if (status === "CAMPAIGN_STATUS_ENDED") {
    return { OR: [{ status }, { status: { in: RUNNING }, endAt: { lte: now } }] };
  }
  if (RUNNING.includes(status)) return { status, OR: [{ endAt: null }, { endAt: { gt: now } }] };
  return { status };
}

/**
 * Which campaigns a caller whose campaign:read is scoped to some apps may see: those promoting only those apps.
 * `null` when the caller may read every campaign of the organization.
 */
export type ReadScope = { readableAppIds: string[]; otherAppIds: string[] } | null;

function scopeWhere(scope: ReadScope): Prisma.CampaignWhereInput {
  if (!scope) return {};
  return { promotedAppIds: { hasSome: scope.readableAppIds }, NOT: { promotedAppIds: { hasSome: scope.otherAppIds } } };
}

/** Extension GET campaigns: newest first, keyset pages, filtered by status, name and promoted app. */
export async function listCampaigns(organizationId: string, query: ListCampaignsQuery, scope: ReadScope = null) {
  const { status, name, promotedAppId, kind } = query;
  const page = keyset("createdAt", "desc", query);
  const now = new Date();
  const where: Prisma.CampaignWhereInput = {
    organizationId,
    kind,
    ...(name ? { name: { contains: name, mode: "insensitive" } } : {}),
    ...(promotedAppId ? { promotedAppIds: { has: promotedAppId } } : {}),
    AND: [status ? statusWhere(status, now) : {}, scopeWhere(scope), page.where],
  };
  const rows = await prisma.campaign.findMany({
    where,
    include: campaignInclude,
    orderBy: page.orderBy,
    take: page.take,
  });
  return pageOf(rows, query.limit, "createdAt");
}
