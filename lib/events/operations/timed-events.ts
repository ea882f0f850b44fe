import "server-only";
import { writeCampaignEndedEvents } from "@/lib/campaigns/write-ended-events";
import { deleteExpiredEvents } from "@/lib/events/event-retention";

// Here, above the domains, because it needs the campaigns (their answer is campaign.ended's data) and the
// campaigns write events: lib/events importing lib/campaigns would close a ring between the two.

/**
 * The events no request writes, called periodically by the event worker: campaign.ended for campaigns whose endAt
 * passed, then the retention (events older than EVENT_RETENTION_DAYS deleted). Answers how many events it wrote.
 */
export async function writeTimedEvents(now = new Date()): Promise<number> {
  const written = await writeCampaignEndedEvents(now);
  await deleteExpiredEvents(now);
  return written;
}
