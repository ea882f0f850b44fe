import "server-only";
import type { Tx } from "@/lib/db/client";
import { asEventData, eventBaseUrl } from "@/lib/events/event-data";
import type { EventType } from "@/lib/events/event-types";
import { recordEvents, type EventInput } from "@/lib/events/record-event";
import { getCampaignOrThrow } from "./get-campaign-or-throw";
import { loadServingFacts } from "./serving-facts";
import { serializeCampaign } from "./serialize-campaign";
import type { Campaign } from "./schemas";

/** The campaign as the API answers it, read in `tx`: what its change wrote, before that change commits. */
async function campaignAnswerIn(tx: Tx, campaignId: string, organizationId: string, now = new Date()): Promise<Campaign> {
  const row = await getCampaignOrThrow({ id: campaignId, organizationId }, tx);
  const factsOf = await loadServingFacts([row], tx);
  return serializeCampaign(row, factsOf(row), eventBaseUrl(), now);
}

type CampaignEvents = {
  campaignId: string;
  organizationId: string;
  /** the campaign's own event, if any */
  type?: Extract<EventType, `campaign.${string}`>;
  /** ads decided (one reviewed, or all decided with the campaign), each announced on its own */
  ads?: { type: "ad.approved" | "ad.rejected"; ids: readonly string[] };
  /** the instant the answer's status is read at (the timed sweep's) */
  now?: Date;
};

/** Writes a campaign's event and its ads' events in the change's transaction, each with the object as answered. */
export async function recordCampaignEvents(tx: Tx, { campaignId, organizationId, type, ads, now }: CampaignEvents): Promise<Campaign> {
  const campaign = await campaignAnswerIn(tx, campaignId, organizationId, now);
  const events: EventInput[] = type ? [{ organizationId, type, objectId: campaignId, data: asEventData(campaign) }] : [];
  // In the campaign's order of its ads, whatever order they were decided in.
  const decided = new Set(ads?.ids);
  for (const ad of campaign.ads) {
    if (decided.has(ad._id)) events.push({ organizationId, type: ads!.type, objectId: ad._id, data: asEventData(ad) });
  }
  await recordEvents(tx, events);
  return campaign;
}
