// Key policies: who may loosen a member's API-key limits. Apart from the rest of member authority because it
// needs address parsing (ipaddr.js), which pages that never edit a key policy should not load.
import { ipEntryWithin } from "@/lib/api/client-ip";
import { checkChangeMember, checkHandOutRole, checkManageKeyOf, type Actor, type MembershipLike, type Refusal } from "./member-authority";

export type KeyPolicyField = "expiresAt" | "ipWhitelist" | "rateLimit";
export type KeyPolicyLimits = {
  expiresAt?: Date | null;
  ipWhitelist?: readonly string[] | null;
  rateLimit?: { requests: number; windowSeconds: number } | null;
};

/** The first limit of `next` that is looser than `current`, or null when `next` is as tight or tighter everywhere. */
export function loosenedKeyPolicyField(current: KeyPolicyLimits, next: KeyPolicyLimits): KeyPolicyField | null {
  if (current.expiresAt && (!next.expiresAt || next.expiresAt.getTime() > current.expiresAt.getTime())) return "expiresAt";
  const allowed = current.ipWhitelist ?? [];
  const wanted = next.ipWhitelist ?? [];
  if (allowed.length && (!wanted.length || !wanted.every((entry) => ipEntryWithin(entry, allowed)))) return "ipWhitelist";
  const limit = current.rateLimit;
  const asked = next.rateLimit;
  // Fewer requests in a window at least as long: never more requests in any stretch of time.
  if (limit && (!asked || asked.requests > limit.requests || asked.windowSeconds < limit.windowSeconds)) return "rateLimit";
  return null;
}

/**
 * Changing a key policy: anyone who may manage the key may tighten it (a shorter expiry, fewer addresses, a lower
 * limit). Removing or raising a limit needs member:update on that member, as for another member's key, so a
 * member cannot lift what an admin set on their own key.
 */
export function checkChangeKeyPolicy(
  actor: Actor,
  target: MembershipLike,
  current: KeyPolicyLimits,
  next: KeyPolicyLimits,
): Refusal | null {
  const manage = checkManageKeyOf(actor, target);
  if (manage) return manage;
  const field = loosenedKeyPolicyField(current, next);
  if (!field) return null;
  const mayLoosen = actor.can("member:update") && !checkChangeMember(actor, target) && !checkHandOutRole(actor, target.role);
  return mayLoosen ? null : { code: "KEY_POLICY_LOOSENED", field };
}
