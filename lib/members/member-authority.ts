import { forbidden } from "../api/errors";
import { uncoveredStatements } from "../permissions/statements";

// Who may do what to whom, beyond the plain permission the route wrapper checks. The same rules answer the API
// and the console (which greys out what these would refuse). contract.md: Admin has everything but settlement
// and member-owner changes; members rotate their own key.

export type Actor = {
  userId: string;
  /** The statements of the caller's role in this organization. */
  statements: readonly string[];
  /** The caller holds this organization's Owner role. */
  isOwner: boolean;
  can: (action: string) => boolean;
};

export type RoleLike = { name: string; systemKey: string | null; statements: readonly string[] };
export type MembershipLike = { userId: string; role: RoleLike };

export function actorOf(
  membership: { userId: string; role: { systemKey: string | null; statements: string[] } } | null,
  can: (action: string) => boolean,
): Actor {
  return {
    userId: membership?.userId ?? "",
    statements: membership?.role.statements ?? [],
    isOwner: membership?.role.systemKey === "owner",
    can,
  };
}

export const isOwnerRole = (role: { systemKey: string | null }) => role.systemKey === "owner";

/**
 * Whether the actor may give `role` to someone (invite, change role) or hold a key that speaks for it. Owner
 * only by an Owner; Admin and Viewer by anyone who manages members; a custom role only when it grants nothing
 * the actor lacks, so nobody raises themselves or others above their own powers through a custom role.
 */
export function assertMayHandOutRole(actor: Actor, role: RoleLike) {
  if (isOwnerRole(role)) {
    if (!actor.isOwner) throw forbidden("Only an Owner can grant the Owner role.", "PERMISSION_DENIED");
    return;
  }
  if (role.systemKey !== null || actor.isOwner) return;
  const beyond = uncoveredStatements(actor.statements, role.statements);
  if (beyond.length) {
    throw forbidden(`The role "${role.name}" grants "${beyond[0]}", which your own role does not.`, "PERMISSION_DENIED");
  }
}

/** Only an Owner may change or remove an Owner member (their role, expiry, key policy or key). */
export function assertMayChangeMember(actor: Actor, target: MembershipLike) {
  if (isOwnerRole(target.role) && !actor.isOwner) {
    throw forbidden("Only an Owner can change or remove an Owner.", "PERMISSION_DENIED");
  }
}

/**
 * A member's API key and its policy: their own, always; another member's with member:update, when the actor
 * may change that member and could hand out their role (the new key is shown to whoever rotates it).
 */
export function assertMayManageKeyOf(actor: Actor, target: MembershipLike) {
  if (actor.userId === target.userId) return;
  if (!actor.can("member:update")) {
    throw forbidden("Managing another member's API key needs the member:update permission.", "PERMISSION_DENIED");
  }
  assertMayChangeMember(actor, target);
  assertMayHandOutRole(actor, target.role);
}

/** Custom role statements the actor may write: only what their own role already allows. */
export function assertMayGrantStatements(actor: Actor, statements: readonly string[]) {
  if (actor.isOwner) return;
  const beyond = uncoveredStatements(actor.statements, statements);
  if (beyond.length) {
    throw forbidden(`You cannot grant "${beyond[0]}": your own role does not allow it.`, "PERMISSION_DENIED");
  }
}

/** A member's own record, always; anyone else's with member:read. */
export function assertMayReadMember(actor: Actor, userId: string) {
  if (actor.userId !== userId && !actor.can("member:read")) {
    throw forbidden("Your role does not allow member:read here.", "PERMISSION_DENIED");
  }
}
