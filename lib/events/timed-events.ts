import "server-only";

// Interim: filled by the events branch (campaign.ended past endAt, 30-day retention). Called by the event worker.
export async function writeTimedEvents(now = new Date()): Promise<number> {
  void now;
  return 0;
}
