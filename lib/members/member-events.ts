import "server-only";
import type { Tx } from "@/lib/db/client";
import { asEventData } from "@/lib/events/event-data";
import { recordEvent } from "@/lib/events/record-event";
import { memberInclude, serializeMember } from "./member-schema";

/** member.joined, with the member as the API answers it: an invitation accepted, or a member added directly. */
export async function recordMemberJoined(tx: Tx, membershipId: string): Promise<void> {
  const row = await tx.membership.findUniqueOrThrow({ where: { id: membershipId }, include: memberInclude });
  await recordEvent(tx, {
    organizationId: row.organizationId,
    type: "member.joined",
    objectId: row.userId,
    data: asEventData(serializeMember(row)),
  });
}
