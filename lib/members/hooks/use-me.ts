"use client";
import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { apiFetch } from "@/lib/api/client";
import { apiPath } from "@/lib/api/paths";
import { organizationKeys } from "@/lib/organizations/query-keys";
import type { PermissionId } from "@/lib/permissions/permission-ids";
import { grantsAllow } from "@/lib/permissions/statement-targets";
import type { Me } from "@/lib/members/member-schema";

/** Extension GET /me: who the caller is here and which permissions the console may enable. */
export function useMe(organizationId: string) {
  return useQuery({
    queryKey: organizationKeys.me(organizationId),
    queryFn: ({ signal }) => apiFetch<Me>(apiPath.organization(organizationId).me(), { signal }),
    staleTime: 30_000,
  });
}

/**
 * Whether the caller holds `permission` on the organization, or on `target` (an app or platform target) when
 * given, and if not, the reason to show on the disabled control. While /me loads, everything counts as not yet
 * allowed (no flash of enabled buttons).
 */
export function useCan(organizationId: string, permission: PermissionId, target?: string): Can {
  return useCanCheck(organizationId)(permission, target);
}

type Can = { allowed: boolean; reason?: string };

/** useCan as a function, for checks per row (one platform of an app, one app of a list). */
export function useCanCheck(organizationId: string): (permission: PermissionId, target?: string) => Can {
  const t = useTranslations("common");
  const me = useMe(organizationId);
  return (permission, target) => {
    const allowed =
      !!me.data && (me.data.permissions.includes(permission) || (!!target && grantsAllow(me.data.grants, permission, target)));
    return { allowed, reason: allowed ? undefined : me.isPending ? t("loading") : `${t("noPermission")} (${permission})` };
  };
}
