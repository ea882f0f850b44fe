import "server-only";
import type { Prisma } from "@/lib/db/generated/client";
import { publicOrigin } from "@/lib/public-origin";

/** An API answer as an event's data: the JSON it would be sent as (fields left undefined are dropped, as there). */
export const asEventData = (answer: unknown): Prisma.InputJsonValue => JSON.parse(JSON.stringify(answer)) as Prisma.InputJsonValue;

/**
 * Where media links in event data start: an event has no request, and is read later by webhooks and mail, so the
 * configured public origin (never a request's).
 */
export const eventBaseUrl = (): string => publicOrigin();
