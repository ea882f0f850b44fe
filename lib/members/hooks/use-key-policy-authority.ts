"use client";
import { checkChangeKeyPolicy, type KeyPolicyLimits } from "@/lib/permissions/key-policy-authority";
import type { Member } from "@/lib/members/member-schema";
import { useMemberAuthority } from "./use-member-authority";

const limitsOf = (member: Member): KeyPolicyLimits => ({
  expiresAt: member.keyExpiresAt ? new Date(member.keyExpiresAt) : null,
  ipWhitelist: member.ipWhitelist ?? [],
  rateLimit: member.rateLimit ?? null,
});

/** useMemberAuthority plus the key-policy questions the API-key page asks (lib/permissions/key-policy-authority.ts). */
export function useKeyPolicyAuthority(organizationId: string) {
  const authority = useMemberAuthority(organizationId);
  const { actor, ready, reason, target } = authority;
  return {
    ...authority,
    /** Why this change of the member's key policy would be refused (a loosening without member:update on them). */
    changeKeyPolicy: (member: Member, next: KeyPolicyLimits) => reason(checkChangeKeyPolicy(actor, target(member), limitsOf(member), next)),
    /** Whether the caller may only tighten this member's key policy. */
    tightenOnly: (member: Member) =>
      ready && checkChangeKeyPolicy(actor, target(member), limitsOf(member), {})?.code === "KEY_POLICY_LOOSENED",
  };
}
