import { transaction } from "@/lib/db/transaction";
import type { EventType } from "@/lib/events/event-types";
import { recordEvent } from "@/lib/events/record-event";
import { newObjectId } from "@/lib/new-object-id";
import { createNotifications } from "@/lib/notifications/create-notifications";
import type { Prisma } from "@/lib/db/generated/client";

type Notify = { type: EventType; objectId?: string | null; data?: Prisma.InputJsonObject; at?: Date };

/** Writes events and fans them out as the dispatcher would (until the dispatcher writes them itself). */
export async function notify(organizationId: string, ...events: Notify[]): Promise<string[]> {
  return transaction(async (tx) => {
    const ids: string[] = [];
    for (const event of events) {
      const id = await recordEvent(tx, {
        organizationId,
        type: event.type,
        objectId: event.objectId ?? newObjectId(),
        data: event.data ?? {},
      });
      if (event.at) await tx.event.update({ where: { id }, data: { createdAt: event.at } });
      ids.push(id);
    }
    const rows = await tx.event.findMany({ where: { id: { in: ids } }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
    await createNotifications(tx, rows);
    return ids;
  });
}
