"use client";
import { useTranslations } from "next-intl";
import { useMemberAuthority } from "@/lib/members/hooks/use-member-authority";
import { checkHandOutRole, type RoleLike } from "@/lib/permissions/member-authority";
import type { ServiceAccount } from "@/lib/service-accounts/schemas";

/**
 * The API's rule for service accounts, asked before the click: service-account:manage, and a role the caller
 * could give a member (lib/service-accounts/service-account-lock.ts). Answers the reason a control is disabled.
 */
export function useServiceAccountAuthority(organizationId: string) {
  const t = useTranslations("serviceAccounts.refusal");
  const authority = useMemberAuthority(organizationId);
  const { actor, ready, roles } = authority;
  const manage = (role: RoleLike | undefined): string | undefined => {
    if (!ready) return t("loading");
    if (!actor.can("service-account:manage")) return t("MISSING_PERMISSION", { permission: "service-account:manage" });
    // A role the caller cannot read is left for the API to judge.
    const refusal = role ? checkHandOutRole(actor, role) : null;
    if (!refusal) return undefined;
    return refusal.code === "ROLE_TOO_WIDE" ? t("ROLE_TOO_WIDE", { statement: refusal.statement }) : t("OWNER_ONLY_GRANT");
  };
  return {
    roles,
    create: () => manage(undefined),
    giveRole: (role: RoleLike) => manage(role),
    account: (account: ServiceAccount) => manage(roles.find((role) => role._id === account.role._id)),
  };
}
