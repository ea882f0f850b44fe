import "server-only";
import type { Tx } from "@/lib/db/client";
import { apiKeyPrefix, generateApiKey, hashApiKey } from "@/lib/auth/api-key";
import { newObjectId } from "@/lib/new-object-id";
import { keyPolicyColumns } from "@/lib/auth/stored-key";
import type { ServiceAccountKeyPolicyInput } from "./schemas";

/** A new key for the account, stored as its hash; the whole key is returned this once. */
export async function issueKey(
  tx: Tx,
  account: { id: string; organizationId: string },
  policy: ServiceAccountKeyPolicyInput | undefined,
  createdById: string,
) {
  const apiKey = generateApiKey("osk");
  const row = await tx.serviceAccountKey.create({
    data: {
      id: newObjectId(),
      serviceAccountId: account.id,
      organizationId: account.organizationId,
      hash: hashApiKey(apiKey),
      prefix: apiKeyPrefix(apiKey),
      createdById,
      ...keyPolicyColumns(policy),
    },
  });
  return { apiKey, row };
}
