import "server-only";
import { notFound } from "@/lib/api/errors";
import { withRowLock } from "@/lib/db/row-lock";
import { getMembershipOrThrow } from "./get-membership-or-throw";
import { type KeyPolicyLimits } from "@/lib/permissions/key-policy-authority";
import { assertMayChangeKeyPolicy } from "@/lib/permissions/refusals";
import type { Actor } from "@/lib/permissions/member-authority";
import { memberInclude, serializeMember, type Member } from "./member-schema";
import type { ApiKeyPolicyInput } from "./schemas";

type PolicyRow = {
  keyExpiresAt: Date | null;
  ipWhitelist: string[];
  rateLimitRequests: number | null;
  rateLimitWindowSeconds: number | null;
};

function currentLimits(row: PolicyRow): KeyPolicyLimits {
  const { rateLimitRequests: requests, rateLimitWindowSeconds: windowSeconds } = row;
  return {
    expiresAt: row.keyExpiresAt,
    ipWhitelist: row.ipWhitelist,
    rateLimit: requests && windowSeconds ? { requests, windowSeconds } : null,
  };
}

/**
 * Operation 13: replaces the member's API-key policy; the route wrapper enforces it on the next request. Loosening
 * a limit needs member:update on the member (checkChangeKeyPolicy). The row is locked first, so the check compares
 * against the policy this write actually replaces.
 */
export async function updateApiKeyPolicy(organizationId: string, actor: Actor, userId: string, input: ApiKeyPolicyInput): Promise<Member> {
  const { id } = await getMembershipOrThrow({ userId, organizationId });
  return withRowLock(
    { table: "Membership", id, organizationId },
    () => notFound("Member"),
    async (tx) => {
      const target = await getMembershipOrThrow({ userId, organizationId }, tx);
      const next = { expiresAt: input.expiresAt ?? null, ipWhitelist: input.ipWhitelist ?? [], rateLimit: input.rateLimit ?? null };
      assertMayChangeKeyPolicy(actor, target, currentLimits(target), next);
      const updated = await tx.membership.update({
        where: { id: target.id },
        data: {
          keyPolicyName: input.name,
          keyPolicyDescription: input.description ?? null,
          ipWhitelist: [...new Set(input.ipWhitelist ?? [])],
          rateLimitRequests: input.rateLimit?.requests ?? null,
          rateLimitWindowSeconds: input.rateLimit?.windowSeconds ?? null,
          keyExpiresAt: input.expiresAt ?? null,
        },
        include: memberInclude,
      });
      return serializeMember(updated);
    },
  );
}
