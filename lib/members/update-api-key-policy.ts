import "server-only";
import { prisma } from "../db/client";
import { getMembershipOrThrow } from "./get-membership-or-throw";
import { assertMayManageKeyOf, type Actor } from "./member-authority";
import { memberInclude, serializeMember, type Member } from "./member-schema";
import type { ApiKeyPolicyInput } from "./schemas";

/** Operation 13: replaces the member's API-key policy; the route wrapper enforces it on the next request. */
export async function updateApiKeyPolicy(organizationId: string, actor: Actor, userId: string, input: ApiKeyPolicyInput): Promise<Member> {
  const target = await getMembershipOrThrow({ userId, organizationId });
  assertMayManageKeyOf(actor, target);
  const updated = await prisma.membership.update({
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
}
