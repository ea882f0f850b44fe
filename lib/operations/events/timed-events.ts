import "server-only";
import { deleteExpiredPostbacks } from "@/lib/attribution/receiver/postback-retention";
import { writeCampaignEndedEvents } from "@/lib/campaigns/write-ended-events";
import { checkCampaignGoals } from "@/lib/campaigns/check-goals";
import { deleteExpiredEvents } from "@/lib/events/event-retention";
import { transaction } from "@/lib/db/transaction";
import { syncTimedServing } from "@/lib/serving/sync-serving";
import { pruneServingChanges } from "@/lib/serving/serving-retention";

// Here, above the domains, because it needs the campaigns (their answer is campaign.ended's data) and the
// campaigns write events: lib/events importing lib/campaigns would close a ring between the two.

/**
 * The events no request writes, called periodically by the event worker: campaign.ended for campaigns whose endAt
 * passed, the goal check (campaign.goal_missed when a campaign's last 7 days turn off its goal, check-goals.ts), the serving feed's changes time alone makes (a campaign's start or end, the daily budget's reset at 00:00
 * UTC), then the retention (events older than EVENT_RETENTION_DAYS deleted, and the serving change log's entries
 * older than SERVING_CHANGES_RETENTION_DAYS, postbacks older than POSTBACK_RETENTION_DAYS or, quarantined, 7 days).
 * Answers how many events it wrote.
 */
export async function writeTimedEvents(now = new Date()): Promise<number> {
  const written = (await writeCampaignEndedEvents(now)) + (await checkCampaignGoals(now));
  await transaction((tx) => syncTimedServing(tx, now));
  await deleteExpiredEvents(now);
  await pruneServingChanges(now);
  await deleteExpiredPostbacks(now);
  return written;
}
