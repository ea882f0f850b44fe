"use client";
import { useTranslations } from "next-intl";
import { useRoles } from "@/lib/roles/hooks/use-roles";
import type { Role } from "@/lib/roles/schemas";
import type { PermissionId } from "@/lib/permissions/permission-ids";
import type { Member } from "@/lib/members/member-schema";
import {
  checkChangeMember,
  checkGrantStatements,
  checkHandOutRole,
  checkManageKeyOf,
  type Actor,
  type MembershipLike,
  type Refusal,
  type RoleLike,
} from "@/lib/permissions/member-authority";
import { useMe } from "./use-me";

// Custom roles can never be named "Owner" (names are unique whatever their case), so the name tells an Owner
// apart even for a caller who may not read roles.
const roleFromMember = (member: Pick<Member, "roleName">): RoleLike => ({
  name: member.roleName,
  systemKey: member.roleName === "Owner" ? "owner" : null,
  statements: [],
});

/**
 * The console's view of lib/permissions/member-authority.ts: the same checks the API makes, answered as the reason
 * to show on a disabled control (undefined when allowed).
 */
export function useMemberAuthority(organizationId: string) {
  const t = useTranslations("members.refusal");
  const me = useMe(organizationId);
  const permissions = me.data?.permissions ?? [];
  const roles = useRoles(organizationId, permissions.includes("role:read"));
  const ready = me.isSuccess && (!permissions.includes("role:read") || roles.isSuccess);
  const roleOf = (member: Pick<Member, "roleId" | "roleName">): RoleLike =>
    roles.data?.find((r) => r._id === member.roleId) ?? roleFromMember(member);
  const myRole = me.data?.member ? roleOf(me.data.member) : null;
  const actor: Actor = {
    userId: me.data?.userId ?? "",
    statements: myRole?.statements ?? [],
    isOwner: myRole?.systemKey === "owner",
    can: (action) => permissions.includes(action),
  };
  const target = (member: Member): MembershipLike => ({ userId: member._id, role: roleOf(member) });
  const reason = (refusal: Refusal | null): string | undefined => {
    if (!ready) return t("loading");
    if (!refusal) return undefined;
    return t(refusal.code, {
      statement: "statement" in refusal ? refusal.statement : "",
      permission: "permission" in refusal ? refusal.permission : "",
      field: "field" in refusal ? refusal.field : "",
    });
  };
  const needs = (permission: PermissionId): Refusal | null => (actor.can(permission) ? null : { code: "MISSING_PERMISSION", permission });
  return {
    ready,
    actor,
    roles: roles.data ?? ([] as Role[]),
    isSelf: (member: Member) => member._id === actor.userId,
    invite: () => reason(needs("member:create")),
    /** Resending or copying a pending invitation's link hands out its role. */
    reissueInvitation: (member: Member) => reason(needs("member:create") ?? checkHandOutRole(actor, roleOf(member))),
    handOutRole: (role: RoleLike) => reason(checkHandOutRole(actor, role)),
    changeMember: (member: Member) => reason(needs("member:update") ?? checkChangeMember(actor, target(member))),
    removeMember: (member: Member) => reason(needs("member:delete") ?? checkChangeMember(actor, target(member))),
    manageKeyOf: (member: Member) => reason(checkManageKeyOf(actor, target(member))),
    /** The words for a refusal, and a member as the checks see them (for the key-policy hook). */
    reason,
    target,
    grantStatements: (statements: readonly string[]) => reason(checkGrantStatements(actor, statements)),
    lastOwner: () => t("LAST_OWNER"),
  };
}
