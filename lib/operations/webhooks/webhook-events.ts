import { aboutEvent, EVENT_TYPE_NAMES, groupOf, TEST_EVENT_TYPE, type EventType } from "@/lib/events/event-types";
import type { WebhookSpec } from "@/lib/openapi/route-spec";
import { SIGNING, webhookExample } from "./examples";

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
