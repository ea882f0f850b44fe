import "server-only";
import type { Tx } from "@/lib/db/client";
import { transaction } from "@/lib/db/transaction";
import { apiKeyPrefix, generateApiKey, hashApiKey } from "@/lib/auth/api-key";
import { newObjectId } from "@/lib/new-object-id";

/**
 * Issues a new key for a membership and revokes its previous ones at once. Bumping keyVersion first takes
 * the membership's row lock, so two concurrent rotations run one after the other and leave exactly one key.
 * The whole key is returned once and never stored.
 */
export async function rotateApiKey(membershipId: string): Promise<{ apiKey: string; providerId: string }> {
  const work = async (db: Tx) => {
    const membership = await db.membership.update({
      where: { id: membershipId },
      data: { keyVersion: { increment: 1 } },
      select: { id: true, organizationId: true, userId: true },
    });
    const now = new Date();
    await db.apiKey.updateMany({ where: { membershipId, revokedAt: null }, data: { revokedAt: now } });
    const apiKey = generateApiKey();
    const row = await db.apiKey.create({
      data: {
        id: newObjectId(),
        membershipId,
        organizationId: membership.organizationId,
        userId: membership.userId,
        hash: hashApiKey(apiKey),
        prefix: apiKeyPrefix(apiKey),
      },
    });
    return { apiKey, providerId: row.id };
  };
  return transaction(work);
}
