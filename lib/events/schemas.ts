import { z } from "zod";
import { pageSchema, paginationQuery } from "@/lib/api/pagination";
import { objectIdSchema } from "@/lib/object-id-schema";
import { EVENT_RETENTION_DAYS, EVENT_TYPE_NAMES, TEST_EVENT_TYPE } from "./event-types";

const eventTypeSchema = z.enum(EVENT_TYPE_NAMES).describe("What happened");

// One type, or several separated by commas (`type=campaign.approved,campaign.rejected`).
const typeFilter = z
  .string()
  .transform((value) => value.split(","))
  .pipe(z.array(eventTypeSchema).min(1).max(EVENT_TYPE_NAMES.length))
  .meta({
    description: `Only events of this type, or of these types separated by commas: ${EVENT_TYPE_NAMES.join(", ")}`,
    type: "string",
    example: "campaign.approved,campaign.rejected",
  });

/** Extension GET /events: newest first, optionally of some types only. */
export const listEventsQuery = paginationQuery.extend({ type: typeFilter.optional() }).describe("ListEventsQuery");

/** An event, as the events list answers it and as a webhook delivery POSTs it: one schema, the same field names. */
export const eventSchema = z
  .object({
    _id: objectIdSchema.describe("The event's id: a webhook delivery's webhook-id header; a receiver dedupes on it"),
    type: z
      .enum([...EVENT_TYPE_NAMES, TEST_EVENT_TYPE])
      .describe(`What happened; ${TEST_EVENT_TYPE} only in a test delivery (POST …/webhooks/{webhookId}/test), never in the events list`),
    organizationId: objectIdSchema,
    objectId: z
      .string()
      .nullable()
      .describe("The id of the object the event is about: campaign, ad, top-up, asset, app, member (user id), API key or organization"),
    createdAt: z.iso.datetime({ offset: true }).describe("When it happened"),
    data: z
      .record(z.string(), z.unknown())
      .describe("The object as the API answered it when the event happened (a campaign, an ad, a top-up, an asset, …)"),
  })
  .meta({ id: "Event" });
export type Event = z.infer<typeof eventSchema>;

export const eventListSchema = pageSchema(eventSchema)
  .describe(`Events of the last ${EVENT_RETENTION_DAYS} days, newest first`)
  .meta({ id: "EventList" });
export type EventList = z.infer<typeof eventListSchema>;
