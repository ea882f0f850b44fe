// The API's side of the authority checks (./member-authority.ts, ./key-policy-authority.ts): a refusal thrown as
// its 403, in the API's words. Apart from the checks because the console runs those in the browser and needs
// neither these words nor the API's error class.
import { forbidden } from "@/lib/api/errors";
import {
  checkChangeMember,
  checkGrantStatements,
  checkHandOutRole,
  checkManageKeyOf,
  checkReadMember,
  type Actor,
  type MembershipLike,
  type Refusal,
  type RoleLike,
} from "./member-authority";
import { checkChangeKeyPolicy, type KeyPolicyLimits } from "./key-policy-authority";

function refusalMessage(refusal: Refusal, role?: RoleLike): string {
  switch (refusal.code) {
    case "OWNER_ONLY_GRANT":
      return "Only an Owner can grant the Owner role.";
    case "OWNER_ONLY_CHANGE":
      return "Only an Owner can change or remove an Owner.";
    case "ROLE_TOO_WIDE":
      return `The role "${role?.name}" grants "${refusal.statement}", which your own role does not.`;
    case "STATEMENT_TOO_WIDE":
      return `You cannot grant "${refusal.statement}": your own role does not allow it.`;
    case "MISSING_PERMISSION":
      return `Your role does not allow ${refusal.permission} here.`;
    case "KEY_POLICY_LOOSENED":
      return `Only a member with member:update on this member can remove or raise the key's ${refusal.field} limit; you may only tighten it.`;
  }
}

/** Throws the API's 403 for a refusal (nothing when null). */
function refuse(refusal: Refusal | null, role?: RoleLike) {
  if (refusal) throw forbidden(refusalMessage(refusal, role), "PERMISSION_DENIED");
}

export const assertMayHandOutRole = (actor: Actor, role: RoleLike) => refuse(checkHandOutRole(actor, role), role);
export const assertMayChangeMember = (actor: Actor, target: MembershipLike) => refuse(checkChangeMember(actor, target));
export const assertMayManageKeyOf = (actor: Actor, target: MembershipLike) => refuse(checkManageKeyOf(actor, target), target.role);
export const assertMayGrantStatements = (actor: Actor, statements: readonly string[]) => refuse(checkGrantStatements(actor, statements));
export const assertMayReadMember = (actor: Actor, userId: string) => refuse(checkReadMember(actor, userId));
export const assertMayChangeKeyPolicy = (actor: Actor, target: MembershipLike, current: KeyPolicyLimits, next: KeyPolicyLimits) =>
  refuse(checkChangeKeyPolicy(actor, target, current, next), target.role);
