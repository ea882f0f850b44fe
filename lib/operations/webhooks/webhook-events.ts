import { EVENT_TYPE_NAMES, groupOf, TEST_EVENT_TYPE, type EventType } from "@/lib/events/event-types";
import type { WebhookSpec } from "@/lib/openapi/route-spec";
import { SIGNING, webhookExample } from "./examples";

/** What an event of each type says happened, in a sentence (apart from lib/events/event-types.ts, which pages load). */
const ABOUT = {
  "campaign.approved": "A reviewer approved a campaign: it may serve from its start",
  "campaign.rejected": "A reviewer rejected a campaign, with the reason",
  "campaign.ended": "A campaign reached its end time and stopped serving",
  "campaign.budget_exhausted": "A campaign spent its whole budget and stopped serving",
  "campaign.goal_missed":
    "A campaign's last 7 complete UTC days turned off its goal (target CPI or D7 ROAS), overall or in a country; it keeps serving",
  "campaign.updated":
    "A write changed a campaign (its settings, status or targeting; alone, in a batch or in a plan): each changed field's value before and after, who made it, and the batch or plan it came from",
  "ad.approved": "A reviewer approved an ad",
  "ad.rejected": "A reviewer rejected an ad, with the reason",
  "ad.updated":
    "A write changed an ad (its creative, settings or status; alone, in a batch or in a plan): each changed field's value before and after, who made it, and the batch or plan it came from",
  "balance.low": "At the last seven days' pace, the organization's balance lasts fewer days than the low-balance warning (runwayDays)",
  "balance.empty": "The organization's balance reached zero: its campaigns stop serving",
  "top_up.requested": "A member asked for a top-up: it waits for payment",
  "top_up.confirmed": "A top-up was confirmed and added to the balance",
  "receipt.ready": "A confirmed top-up's receipt is ready to download",
  "statement.ready": "A calendar month ended in the organization's time zone: its statement (PDF and CSV) is ready to download",
  "tax_invoice.issued": "A tax invoice was issued, with its approval number",
  "tax_invoice.rejected": "A tax invoice request was rejected, with the reason",
  "refund.requested": "An Owner asked for unused balance back to the settlement account",
  "refund.approved": "A refund was approved and charged to the balance",
  "refund.rejected": "A refund request was rejected, with the reason",
  "asset.ready": "An uploaded creative asset was processed and can be used in ads",
  "asset.failed": "An uploaded creative asset could not be processed",
  "app.platform.approved": "A reviewer approved an app's platform (store URL and bundle)",
  "app.platform.rejected": "A reviewer rejected an app's platform, with the reason",
  "member.joined": "A person joined the organization",
  "api_key.rotated": "A member's API key was rotated",
} satisfies Record<EventType, string>;

const aboutEvent = (type: EventType): string => ABOUT[type];

const operationIdOf = (type: string) =>
  `on${type
    .split(/[._]/)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join("")}`;

const dataOf = (type: EventType) =>
  groupOf(type) === "changes"
    ? "`data` is what the write changed ({ changes: { field: { from, to } }, actor, the campaign's (and ad's) id, batchId or planId when it came from one)"
    : "`data` is the object as the API answered it then";

/** The document's `webhooks`: one entry per event type an endpoint can be sent, each POSTing the events API's Event. */
export const WEBHOOK_EVENTS: WebhookSpec[] = [
  ...EVENT_TYPE_NAMES.map((type) => ({
    name: type,
    operationId: operationIdOf(type),
    summary: aboutEvent(type),
    description: `${aboutEvent(type)}. ${dataOf(type)}. Sent to the endpoints that chose ${type} (or every type). ${SIGNING}`,
  })),
  {
    name: TEST_EVENT_TYPE,
    operationId: operationIdOf(TEST_EVENT_TYPE),
    summary: "A test event, sent on request to one endpoint",
    description: `Sent by POST …/webhooks/{webhookId}/test to that endpoint only; never listed with the events. ${SIGNING}`,
    example: {
      _id: "6740a1b2c3d4e5f60123ffff",
      type: TEST_EVENT_TYPE,
      organizationId: webhookExample.organizationId,
      objectId: webhookExample._id,
      createdAt: "2026-11-21T09:05:00.000Z",
      data: { webhookId: webhookExample._id, message: "A test event sent from the Adnet console or API." },
    },
  },
];
