"use client";
import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { apiFetch } from "@/lib/api/client";
import { organizationKeys } from "@/lib/organizations/query-keys";
import type { Me } from "../member-schema";

/** Extension GET /me: who the caller is here and which permissions the console may enable. */
export function useMe(organizationId: string) {
  return useQuery({
    queryKey: organizationKeys.me(organizationId),
    queryFn: ({ signal }) => apiFetch<Me>(`/api/core/organization/${organizationId}/me`, { signal }),
    staleTime: 30_000,
  });
}

/**
 * Whether the caller holds `permission` on the organization, and if not, the reason to show on the disabled
 * control. While /me loads, everything counts as not yet allowed (no flash of enabled buttons).
 */
export function useCan(organizationId: string, permission: string): { allowed: boolean; reason?: string } {
  const t = useTranslations("common");
  const me = useMe(organizationId);
  const allowed = !!me.data?.permissions.includes(permission);
  return { allowed, reason: allowed ? undefined : me.isPending ? t("loading") : `${t("noPermission")} (${permission})` };
}
