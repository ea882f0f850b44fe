import "server-only";
import { serializeCampaign, type CampaignRow } from "@/lib/campaigns/serialize-campaign";
import { loadServingFacts } from "@/lib/campaigns/serving-facts";
import { descendantOrganizations } from "@/lib/permissions/catalogue-response";
import { crossPromotionSchema, houseCampaignSchema, type CrossPromotion, type HouseCampaign } from "./schemas";
import { servingEligibility, servingWithEligibility } from "./serving-eligibility";

type RecordRow = { id: string; organizationId: string; campaignId: string; promotedAppId: string; createdAt: Date; updatedAt: Date };

/**
 * House campaigns as answered, with serving status and eligibility computed now. The facts cost a fixed number
 * of queries whatever the number of campaigns: balances and promoted apps' approval (two), and the organization's
 * tree (one per level below it).
 */
export async function houseCampaignAnswers(
  organizationId: string,
  items: { record: RecordRow; campaign: CampaignRow }[],
  baseUrl: string,
): Promise<HouseCampaign[]> {
  const [factsOf, descendants] = await Promise.all([
    loadServingFacts(items.map((item) => item.campaign)),
    items.length ? descendantOrganizations(organizationId) : Promise.resolve([]),
  ]);
  const ownTree = new Set([organizationId, ...descendants.map((org) => org.id)]);
  const now = new Date();
  return items.map(({ record, campaign: row }) => {
    const facts = factsOf(row);
    const campaign = serializeCampaign(row, facts, baseUrl, now);
    const eligibility = servingEligibility(row.inventoryTargets, record.promotedAppId, { ownTree, approvedAppIds: facts.approvedAppIds });
    return houseCampaignSchema.parse({
      campaign: { ...campaign, serving: servingWithEligibility(campaign.serving, eligibility, row.inventoryTargets.length) },
      servingEligibility: eligibility,
      crossPromotionId: record.id,
      promotedAppId: record.promotedAppId,
    });
  });
}

/** Cross-promotion records as answered (operations 4 and 5). */
export async function crossPromotionAnswers(
  organizationId: string,
  items: { record: RecordRow; campaign: CampaignRow }[],
  baseUrl: string,
): Promise<CrossPromotion[]> {
  const houseCampaigns = await houseCampaignAnswers(organizationId, items, baseUrl);
  return items.map(({ record }, index) =>
    crossPromotionSchema.parse({
      _id: record.id,
      organizationId: record.organizationId,
      campaignId: record.campaignId,
      promotedAppId: record.promotedAppId,
      houseCampaign: houseCampaigns[index],
      createdAt: record.createdAt.toISOString(),
      updatedAt: record.updatedAt.toISOString(),
    }),
  );
}
