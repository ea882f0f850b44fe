import { organizationOperation } from "@/lib/http/operation";
import { EVENT_RETENTION_DAYS } from "@/lib/events/event-types";
import { listEvents as listEventRows } from "@/lib/events/list-events";
import { eventListSchema, listEventsQuery } from "@/lib/events/schemas";

// GET /api/core/organization/{organizationId}/events: what happened in the organization, newest first
export const listEvents = organizationOperation({
  method: "GET",
  path: "/api/core/organization/{organizationId}/events",
  operationId: "listEvents",
  summary: "List the organization's events",
  description:
    "Extension. What happened in the organization, newest first: reviews decided (campaign.approved, ad.rejected, " +
    "app.platform.approved, …), campaigns ended or out of budget, the balance running low or out, top-ups requested " +
    "and confirmed, assets processed, members joined and API keys rotated. Each event carries the object as the API " +
    `answered it at that moment (\`data\`). Kept ${EVENT_RETENTION_DAYS} days. \`type\` filters by one type or a ` +
    "comma-separated list. Needs event:read, and lists only the events whose object the caller's role reads now: " +
    "campaign and ad events need campaign:read on every app the campaign promotes, balance and top-up events " +
    "balance:read, asset events asset:read, app platform events app:read on the app, member and API key events " +
    "member:read (one's own key's rotation is always listed). Webhooks are sent the same events, as their creator's role reads them.",
  tag: "Events",
  permission: "event:read",
  query: listEventsQuery,
  pagination: "items",
  response: eventListSchema,
  responseExample: {
    items: [
      {
        _id: "6740a1b2c3d4e5f60123e001",
        type: "top_up.confirmed",
        organizationId: "6740a1b2c3d4e5f601234567",
        objectId: "6740a1b2c3d4e5f601234a01",
        createdAt: "2026-11-22T10:15:00.000Z",
        data: {
          _id: "6740a1b2c3d4e5f601234a01",
          organizationId: "6740a1b2c3d4e5f601234567",
          amount: 500000,
          cur: "CURRENCY_KRW",
          status: "TOP_UP_STATUS_CONFIRMED",
          referenceCode: "TU7KQ2MX9P",
          chargeId: "6740a1b2c3d4e5f601234b02",
          reason: null,
          createdAt: "2026-11-22T09:30:00.000Z",
          decidedAt: "2026-11-22T10:15:00.000Z",
        },
      },
    ],
    nextCursor: null,
  },
  run: ({ organizationId, caller, query, can }) => listEventRows(organizationId, query, { userId: caller.user?.id ?? null, can }),
});
