import "server-only";
import { currentBalance } from "@/lib/balance/current-balance";
import { prisma } from "@/lib/db/client";
import { presetRange } from "@/lib/delivery/date-presets";
import { campaignPace, servingForecast } from "@/lib/campaigns/serving-forecast";
import type { Campaign, CampaignForecast } from "@/lib/campaigns/schemas";

/**
 * KRW charged over [from, to] for one campaign and for every regular campaign of its organization (house campaigns
 * never charge the balance), in one query.
 */
async function weekSpend(organizationId: string, campaignId: string, from: string, to: string) {
  const [row] = await prisma.$queryRaw<{ campaign: bigint | null; organization: bigint | null }[]>`
    SELECT sum(d."charged") FILTER (WHERE d."campaignId" = ${campaignId}) AS "campaign",
           sum(d."charged") FILTER (WHERE c."kind" = 'REGULAR') AS "organization"
    FROM "DeliveryDay" d JOIN "Campaign" c ON c."id" = d."campaignId"
    WHERE d."organizationId" = ${organizationId} AND d."date" BETWEEN ${from}::date AND ${to}::date`;
  return { campaign: Number(row?.campaign ?? 0n), organization: Number(row?.organization ?? 0n) };
}

/** The campaign's serving forecast at the last 7 days' pace (today included), from the campaign as answered. */
export async function loadServingForecast(campaign: Campaign, canReadBalance: boolean, now = new Date()): Promise<CampaignForecast> {
  const { from, to } = presetRange("last7", now);
  const [spend, balance] = await Promise.all([
    weekSpend(campaign.advertiser, campaign._id, from, to),
    currentBalance(prisma, campaign.advertiser),
  ]);
  const dailyBudget = campaign.kind === "HOUSE" ? null : (campaign.dailyBudget ?? null);
  const forecast = servingForecast(
    {
      kind: campaign.kind,
      status: campaign.status,
      endAt: campaign.endAt ? new Date(campaign.endAt) : null,
      budget: campaign.budget,
      budgetRemain: campaign.budgetRemain,
      dailyBudget,
      serving: campaign.serving,
      adCount: campaign.ads.length,
      campaignWeekSpend: spend.campaign,
      organizationWeekSpend: spend.organization,
      balance: Number(balance),
    },
    now,
  );
  return {
    campaignId: campaign._id,
    stopsAt: forecast ? forecast.stopsAt.toISOString() : null,
    reason: forecast?.reason ?? null,
    pace: Math.round(campaignPace(spend.campaign, dailyBudget)),
    organizationPace: canReadBalance ? Math.round(spend.organization / 7) : null,
    from,
    to,
  };
}
