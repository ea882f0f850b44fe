import "server-only";
import { transaction } from "@/lib/db/transaction";
import { recordCampaignEvents } from "./campaign-events";

const BATCH = 100;

/**
 * campaign.ended for the campaigns whose endAt has passed while they ran (ACTIVE or PAUSED), once each: endedEventAt
 * marks it written (a PATCH moving endAt ahead clears it). In batches, each a transaction holding its campaigns'
 * rows; rows another worker (or a change) holds are skipped, so two workers never write the same event twice.
 */
export async function writeCampaignEndedEvents(now = new Date()): Promise<number> {
  let written = 0;
  for (;;) {
    const count = await transaction(async (tx) => {
      const due = await tx.$queryRaw<{ id: string; organizationId: string }[]>`
        SELECT "id", "organizationId" FROM "Campaign"
        WHERE "endedEventAt" IS NULL AND "endAt" <= ${now} AND "status" IN ('CAMPAIGN_STATUS_ACTIVE', 'CAMPAIGN_STATUS_PAUSED')
        ORDER BY "endAt", "id" LIMIT ${BATCH}
        FOR NO KEY UPDATE SKIP LOCKED`;
      for (const campaign of due) {
        await tx.campaign.update({ where: { id: campaign.id }, data: { endedEventAt: now } });
        await recordCampaignEvents(tx, { campaignId: campaign.id, organizationId: campaign.organizationId, type: "campaign.ended", now });
      }
      return due.length;
    });
    written += count;
    if (count < BATCH) return written;
  }
}
