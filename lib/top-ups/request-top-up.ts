import "server-only";
import { prisma } from "@/lib/db/client";
import { newObjectId } from "@/lib/new-object-id";
import { newReferenceCode } from "./bank-transfer";
import { serializeTopUp } from "./serialize-top-up";
import type { TopUpInput } from "./schemas";

const isUniqueViolation = (error: unknown) => (error as { code?: unknown })?.code === "P2002";

/** Records the advertiser's request; its reference code is unique (a rare collision draws another). */
export async function requestTopUp(organizationId: string, input: TopUpInput, requestedById: string) {
  for (let attempt = 0; ; attempt++) {
    try {
      const row = await prisma.topUp.create({
        data: {
          id: newObjectId(),
          organizationId,
          amount: BigInt(input.amount),
          referenceCode: newReferenceCode(),
          status: "TOP_UP_STATUS_REQUESTED",
          requestedById,
        },
      });
      return serializeTopUp(row);
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 4) throw error;
    }
  }
}
