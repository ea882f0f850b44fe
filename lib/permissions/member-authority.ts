import { uncoveredStatements } from "@/lib/permissions/statements";
import type { PermissionId } from "@/lib/permissions/permission-ids";
import type { KeyPolicyField } from "./key-policy-authority";

// Who may do what to whom, beyond the plain permission the route wrapper checks. The API enforces these
// (the assert… functions, ./refusals.ts) and the console asks the same questions (the check… functions) to
// disable what the API would refuse. Admin has everything but settlement changes and member-owner changes; members
// rotate their own key.

export type Actor = {
  userId: string;
  /** The statements of the caller's role in this organization. */
  statements: readonly string[];
  /** The caller holds this organization's Owner role. */
  isOwner: boolean;
  /** Whether the caller holds a permission on the organization. */
  can: (action: PermissionId) => boolean;
};

export type RoleLike = { name: string; systemKey?: string | null; statements: readonly string[] };
export type MembershipLike = { userId: string; role: RoleLike };

/** Why the actor may not: null when they may. */
export type Refusal =
  | { code: "OWNER_ONLY_GRANT" }
  | { code: "OWNER_ONLY_CHANGE" }
  | { code: "ROLE_TOO_WIDE"; statement: string }
  | { code: "STATEMENT_TOO_WIDE"; statement: string }
  | { code: "MISSING_PERMISSION"; permission: PermissionId }
  | { code: "KEY_POLICY_LOOSENED"; field: KeyPolicyField };

export function actorOf(
  membership: { userId: string; role: { systemKey: string | null; statements: string[] } } | null,
  can: (action: PermissionId) => boolean,
): Actor {
  return {
    userId: membership?.userId ?? "",
    statements: membership?.role.statements ?? [],
    isOwner: membership?.role.systemKey === "owner",
    can,
  };
}

export const isOwnerRole = (role: { systemKey?: string | null }) => role.systemKey === "owner";

/**
 * Whether the actor may give `role` to someone (invite, resend an invitation, change role) or hold a key that
 * speaks for it. Owner only by an Owner, who may give any role. Every other role, Admin and Viewer included, only
 * when it grants nothing the actor lacks: its statements are compared like any custom role's, so nobody raises
 * themselves or others above their own powers (a member who may change roles cannot make anyone Admin unless
 * they hold all Admin holds).
 */
export function checkHandOutRole(actor: Actor, role: RoleLike): Refusal | null {
  if (isOwnerRole(role)) return actor.isOwner ? null : { code: "OWNER_ONLY_GRANT" };
  if (actor.isOwner) return null;
  const beyond = uncoveredStatements(actor.statements, role.statements);
  return beyond.length ? { code: "ROLE_TOO_WIDE", statement: beyond[0] } : null;
}

/** Only an Owner may change or remove an Owner member (their role, expiry, key policy or key). */
export function checkChangeMember(actor: Actor, target: MembershipLike): Refusal | null {
  return isOwnerRole(target.role) && !actor.isOwner ? { code: "OWNER_ONLY_CHANGE" } : null;
}

/**
 * A member's API key and its policy: their own, always; another member's with member:update, when the actor
 * may change that member and could hand out their role (the new key is shown to whoever rotates it).
 */
export function checkManageKeyOf(actor: Actor, target: MembershipLike): Refusal | null {
  if (actor.userId === target.userId) return null;
  if (!actor.can("member:update")) return { code: "MISSING_PERMISSION", permission: "member:update" };
  return checkChangeMember(actor, target) ?? checkHandOutRole(actor, target.role);
}

/** Custom role statements the actor may write: only what their own role already allows. */
export function checkGrantStatements(actor: Actor, statements: readonly string[]): Refusal | null {
  if (actor.isOwner) return null;
  const beyond = uncoveredStatements(actor.statements, statements);
  return beyond.length ? { code: "STATEMENT_TOO_WIDE", statement: beyond[0] } : null;
}

/** A member's own record, always; anyone else's with member:read. */
export function checkReadMember(actor: Actor, userId: string): Refusal | null {
  return actor.userId === userId || actor.can("member:read") ? null : { code: "MISSING_PERMISSION", permission: "member:read" };
}
