import "server-only";
import type { Tx } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { newObjectId } from "@/lib/new-object-id";
import type { EventType } from "./event-types";

export type EventInput = {
  organizationId: string;
  type: EventType;
  /** the id of the object the event is about (campaign, ad, top-up, asset, app, member, key) */
  objectId: string | null;
  /** the object as the API answers it (a plain JSON value: serialize BigInt and Date first) */
  data: Prisma.InputJsonValue;
};

/**
 * Writes an event in `tx`, the transaction of the change it reports (the outbox): it commits with the change or
 * not at all, and the dispatcher fans it out to webhooks and notifications after the commit. Returns its id.
 */
export async function recordEvent(tx: Tx, input: EventInput): Promise<string> {
  const id = newObjectId();
  await tx.event.create({
    data: { id, organizationId: input.organizationId, type: input.type, objectId: input.objectId, data: input.data },
  });
  return id;
}

/**
 * Several events of one change in one statement (an approval of a campaign and its ads). They share a createdAt, so
 * their ids, drawn then sorted, keep them in the given order wherever events are read by (createdAt, id).
 */
export async function recordEvents(tx: Tx, inputs: EventInput[]): Promise<void> {
  if (inputs.length === 0) return;
  const ids = inputs.map(() => newObjectId()).sort();
  await tx.event.createMany({
    data: inputs.map((input, index) => ({
      id: ids[index],
      organizationId: input.organizationId,
      type: input.type,
      objectId: input.objectId,
      data: input.data,
    })),
  });
}
