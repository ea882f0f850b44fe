import "server-only";
import { transaction } from "@/lib/db/transaction";
import { recordEvent } from "@/lib/events/record-event";
import { getMembershipOrThrow } from "./get-membership-or-throw";
import { type Actor } from "@/lib/permissions/member-authority";
import { assertMayManageKeyOf } from "@/lib/permissions/refusals";
import { rotateApiKey } from "./rotate-api-key";

/**
 * Operation 14: a new key for the member, the old one revoked at once. The key is in the answer and nowhere else:
 * api_key.rotated, written with it, names the key record, its owner and its prefix, never the key.
 */
export async function rotateMemberApiKey(organizationId: string, actor: Actor, userId: string) {
  const target = await getMembershipOrThrow({ userId, organizationId });
  assertMayManageKeyOf(actor, target);
  return transaction(async (tx) => {
    const result = await rotateApiKey(target.id);
    const key = await tx.apiKey.findUniqueOrThrow({ where: { id: result.providerId }, select: { prefix: true, createdAt: true } });
    await recordEvent(tx, {
      organizationId,
      type: "api_key.rotated",
      objectId: result.providerId,
      data: {
        providerId: result.providerId,
        userId,
        keyPrefix: key.prefix,
        rotatedBy: actor.userId || null,
        createdAt: key.createdAt.toISOString(),
      },
    });
    return result;
  });
}
