import "server-only";
import { prisma, type Tx } from "@/lib/db/client";
import { notFound } from "@/lib/api/errors";
import { Prisma } from "@/lib/db/generated/client";
import { campaignInclude } from "./campaign-include";
import { campaignRowsWithFacts } from "./campaign-rows";
import { readCampaignRow } from "./stored-columns";
import type { CampaignKind } from "./schemas";

type Where = { id: string; organizationId: string; kind?: CampaignKind };

/** A campaign of this organization (of `kind`, when given), with its ads and creatives, or 404. */
export async function getCampaignOrThrow({ id, organizationId, kind }: Where, db: Tx = prisma) {
  const campaign = await db.campaign.findFirst({ where: { id, organizationId, ...(kind ? { kind } : {}) }, include: campaignInclude });
  if (!campaign) throw notFound("Campaign");
  return readCampaignRow(campaign);
}

/** A campaign of this organization with its ads, creatives and serving facts, in one query, or 404. */
export async function getCampaignWithFactsOrThrow({ id, organizationId }: Where) {
  const [campaign] = await campaignRowsWithFacts(organizationId, Prisma.sql`c."id" = ${id}`, 1);
  if (!campaign) throw notFound("Campaign");
  return campaign;
}
