// Campaigns with ads, written straight to the tables (delivery and reports need rows, not the create route),
// and the facts the spend invariants are checked against.
import { prisma } from "@/lib/db/client";
import { newObjectId } from "@/lib/new-object-id";
import { AD_PRODUCT_TYPE } from "@/lib/campaigns/campaign-constants";
import type { CampaignStatus } from "@/lib/campaigns/statuses";

export async function createCampaignWithAds(
  organizationId: string,
  options: { kind?: "REGULAR" | "HOUSE"; budget?: number; ads?: number; name?: string; status?: CampaignStatus } = {},
) {
  const budget = BigInt(options.budget ?? 1_000_000);
  const startAt = new Date(Date.now() - 90 * 86_400_000);
  const campaign = await prisma.campaign.create({
    data: {
      id: newObjectId(),
      organizationId,
      kind: options.kind ?? "REGULAR",
      name: options.name ?? "Test campaign",
      status: options.status ?? "CAMPAIGN_STATUS_ACTIVE",
      startAt,
      // created when it started: delivery may be reported for any day since
      createdAt: startAt,
      budget,
      budgetRemain: budget,
    },
  });
  const ads = [];
  for (let position = 0; position < (options.ads ?? 1); position++) {
    ads.push(
      await prisma.ad.create({
        data: {
          id: newObjectId(),
          campaignId: campaign.id,
          position,
          name: `Ad ${position + 1}`,
          productType: AD_PRODUCT_TYPE,
          cpm: 1000n,
          // reviewed with its campaign: delivery for it is not flagged
          reviewStatus: "APPROVED",
          // every ad has at least one creative, so the campaign reads back through its own route
          creatives: {
            create: {
              id: newObjectId(),
              position: 0,
              kind: "IMAGE",
              url: "https://cdn.example.com/ad.png",
              width: 1200,
              height: 628,
              mime: "image/png",
            },
          },
        },
      }),
    );
  }
  return { campaign, ads };
}

/** Sum of the organization's USAGE rows, sum of charged delivery, and the current balance. */
export async function spendFacts(organizationId: string) {
  const [usage, charged, latest] = await Promise.all([
    prisma.ledgerEntry.aggregate({ where: { organizationId, type: "CHARGE_TYPE_USAGE" }, _sum: { amount: true } }),
    prisma.deliveryDay.aggregate({ where: { organizationId, campaign: { kind: "REGULAR" } }, _sum: { charged: true } }),
    prisma.ledgerEntry.findFirst({ where: { organizationId }, orderBy: [{ createdAt: "desc" }, { id: "desc" }] }),
  ]);
  return {
    usage: Number(usage._sum.amount ?? 0n),
    charged: Number(charged._sum.charged ?? 0n),
    balance: Number(latest?.balanceAfter ?? 0n),
  };
}
