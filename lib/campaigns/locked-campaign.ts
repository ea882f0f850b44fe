import "server-only";
import { notFound } from "@/lib/api/errors";
import type { Tx } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { withCampaignLock } from "@/lib/db/row-lock";

/**
 * `work` under the campaign's row lock (withCampaignLock), given the campaign's `select`ed fields as read under
 * it: a change decides on what no other change can move meanwhile. 404 when the campaign is not the organization's.
 */
export function withLockedCampaign<S extends Prisma.CampaignSelect, T>(
  { campaignId, organizationId }: { campaignId: string; organizationId: string },
  select: S,
  work: (tx: Tx, campaign: Prisma.CampaignGetPayload<{ select: S }>) => Promise<T>,
): Promise<T> {
  return withCampaignLock(
    { id: campaignId, organizationId },
    () => notFound("Campaign"),
    async (tx) => work(tx, await tx.campaign.findUniqueOrThrow({ where: { id: campaignId }, select })),
  );
}
