import "server-only";
import { transaction } from "@/lib/db/transaction";
import { asEventData } from "@/lib/events/event-data";
import { recordEvent } from "@/lib/events/record-event";
import { newObjectId } from "@/lib/new-object-id";
import { newReferenceCode } from "./bank-transfer";
import { serializeTopUp } from "./serialize-top-up";
import type { TopUpInput } from "./schemas";

const isUniqueViolation = (error: unknown) => (error as { code?: unknown })?.code === "P2002";

/** Records the advertiser's request (and top_up.requested); its reference code is unique (a rare collision draws another). */
export async function requestTopUp(organizationId: string, input: TopUpInput, requestedById: string) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await transaction(async (tx) => {
        const row = await tx.topUp.create({
          data: {
            id: newObjectId(),
            organizationId,
            amount: BigInt(input.amount),
            referenceCode: newReferenceCode(),
            status: "TOP_UP_STATUS_REQUESTED",
            requestedById,
          },
        });
        const topUp = serializeTopUp(row);
        await recordEvent(tx, { organizationId, type: "top_up.requested", objectId: row.id, data: asEventData(topUp) });
        return topUp;
      });
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 4) throw error;
    }
  }
}
