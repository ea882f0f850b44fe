import { z } from "zod";
import { pageSchema, paginationQuery } from "@/lib/api/pagination";
import { EVENT_TYPE_NAMES } from "@/lib/events/event-types";
import { objectIdSchema } from "@/lib/object-id-schema";
import { urlSchema } from "@/lib/url";
import { WEBHOOK_DELIVERY_STATUSES, WEBHOOK_DISABLED_REASONS } from "./webhook-constants";

export const webhookIdParams = { webhookId: objectIdSchema.describe("Webhook endpoint id") };
export const webhookDeliveryParams = { ...webhookIdParams, deliveryId: objectIdSchema.describe("Delivery id") };

const eventTypesField = z
  .array(z.enum(EVENT_TYPE_NAMES))
  .max(EVENT_TYPE_NAMES.length)
  .describe("Event types sent to this endpoint; empty: every type");

/** Extension POST /webhooks. */
export const createWebhookBody = z
  .strictObject({
    url: urlSchema.describe("Where events are POSTed. Addresses on private networks are refused unless the server allows them"),
    description: z.string().trim().max(200, "must be at most 200 characters").optional(),
    eventTypes: eventTypesField.default([]),
    enabled: z.boolean().default(true),
  })
  .meta({ id: "WebhookEndpointRequest" });
export type CreateWebhookInput = z.output<typeof createWebhookBody>;

/** Extension PATCH /webhooks/{webhookId}: the fields given change; enabling again clears disabledReason. */
export const updateWebhookBody = z
  .strictObject({
    url: urlSchema.optional(),
    description: z.string().trim().max(200, "must be at most 200 characters").nullable().optional(),
    eventTypes: eventTypesField.optional(),
    enabled: z.boolean().optional(),
  })
  .meta({ id: "WebhookEndpointUpdate" });
export type UpdateWebhookInput = z.output<typeof updateWebhookBody>;

export const webhookEndpointSchema = z
  .object({
    _id: objectIdSchema,
    organizationId: objectIdSchema,
    url: z.string(),
    description: z.string().nullable(),
    eventTypes: z.array(z.string()).describe("Event types sent; empty: every type"),
    enabled: z.boolean(),
    disabledReason: z
      .enum(WEBHOOK_DISABLED_REASONS)
      .nullable()
      .describe("FAILING: the server turned it off after every delivery failed for the whole retry period"),
    failingSince: z.iso.datetime({ offset: true }).nullable().describe("First failure of the current run of failures"),
    previousSecretExpiresAt: z.iso
      .datetime({ offset: true })
      .nullable()
      .describe("After a rotation, deliveries are also signed with the previous secret until then"),
    createdAt: z.iso.datetime({ offset: true }),
    updatedAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: "WebhookEndpoint" });
export type WebhookEndpointAnswer = z.infer<typeof webhookEndpointSchema>;

/** Create and rotate answer the secret, once: it is never shown again. */
export const webhookWithSecretSchema = webhookEndpointSchema
  .extend({ secret: z.string().describe("Signing secret (whsec_…), shown only in this answer") })
  .meta({ id: "WebhookEndpointWithSecret" });

export const webhookListSchema = z.object({ items: z.array(webhookEndpointSchema) }).meta({ id: "WebhookEndpointList" });

const webhookAttemptSchema = z
  .object({
    _id: objectIdSchema,
    startedAt: z.iso.datetime({ offset: true }),
    statusCode: z.number().int().nullable().describe("The receiver's HTTP status; null when no answer came"),
    durationMs: z.number().int(),
    responseExcerpt: z.string().nullable().describe("The first characters of the answer's body"),
    error: z.string().nullable().describe("Why no answer came: refused address, timeout, connection error"),
  })
  .meta({ id: "WebhookAttempt" });

export const webhookDeliverySchema = z
  .object({
    _id: objectIdSchema,
    webhookId: objectIdSchema,
    eventId: objectIdSchema,
    eventType: z.string(),
    status: z.enum(WEBHOOK_DELIVERY_STATUSES),
    attempts: z.number().int(),
    nextAttemptAt: z.iso.datetime({ offset: true }).nullable().describe("When a PENDING delivery is tried next"),
    createdAt: z.iso.datetime({ offset: true }),
    tries: z.array(webhookAttemptSchema).describe("Its attempts, newest first (at most 10)"),
  })
  .meta({ id: "WebhookDelivery" });
export type WebhookDeliveryAnswer = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveryQuery = paginationQuery
  .extend({ status: z.enum(WEBHOOK_DELIVERY_STATUSES).optional().describe("Only deliveries in this state") })
  .describe("WebhookDeliveryQuery");
export type WebhookDeliveryQuery = z.infer<typeof webhookDeliveryQuery>;

export const webhookDeliveryPageSchema = pageSchema(webhookDeliverySchema).meta({ id: "WebhookDeliveryPage" });
