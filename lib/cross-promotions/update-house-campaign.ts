import "server-only";
import { prisma } from "@/lib/db/client";
import { notFound } from "@/lib/api/errors";
import { campaignInclude } from "@/lib/campaigns/campaign-include";
import { readCampaignRow } from "@/lib/campaigns/stored-columns";
import { updateCampaign } from "@/lib/campaigns/update-campaign";
import type { UpdateHouseCampaignInput } from "./schemas";

/** A house campaign of this organization with its cross-promotion record, or null (a regular campaign too). */
export async function findHouseCampaign(organizationId: string, campaignId: string) {
  const record = await prisma.crossPromotion.findFirst({
    where: { campaignId, organizationId, campaign: { kind: "HOUSE" } },
    include: { campaign: { include: campaignInclude } },
  });
  if (!record) return null;
  const { campaign, ...rest } = record;
  return { record: rest, campaign: readCampaignRow(campaign) };
}

export async function getHouseCampaignOrThrow(organizationId: string, campaignId: string) {
  const found = await findHouseCampaign(organizationId, campaignId);
  if (!found) throw notFound("House campaign");
  return found;
}

/**
 * Operation 6: name, budget, endAt, targeting with its inventory targets, and btags, changed as any campaign's
 * are (the budget never below what delivery used, ended or rejected campaigns refused); ads are fixed.
 */
export async function updateHouseCampaign(current: Awaited<ReturnType<typeof getHouseCampaignOrThrow>>, input: UpdateHouseCampaignInput) {
  const { inventoryTargets, ...targeting } = input.targeting;
  const house = { inventoryTargets: inventoryTargets.map((target) => target.organizationId) };
  await updateCampaign(current.campaign.id, current.record.organizationId, { ...input, targeting }, { house });
  return getHouseCampaignOrThrow(current.record.organizationId, current.campaign.id);
}
