import "server-only";
import { callOperation } from "@/lib/http/server-call";
import { getOrganization, getTwoFactorRequirement } from "@/lib/operations/organizations";
import { organizationKeys } from "@/lib/organizations/query-keys";
import { getPermissions } from "@/lib/operations/permissions";
import { getSettlementAccount } from "@/lib/operations/settlement";
import { settlementKeys } from "@/lib/settlement/query-keys";
import { prefetchJson } from "./server-query-client";

/** The Settings page: GET organization (useOrganization) and its two-factor requirement (useTwoFactorRequirement). */
export async function prefetchOrganization(organizationId: string): Promise<void> {
  const params = { organizationId };
  await Promise.all([
    prefetchJson(organizationKeys.detail(organizationId), () => callOperation(getOrganization, { params })),
    prefetchJson(organizationKeys.twoFactor(organizationId), () => callOperation(getTwoFactorRequirement, { params })),
  ]);
}

/** GET /account?missing=null, as useSettlementAccount reads it: the masked account, or null before the first one. */
export async function prefetchSettlementAccount(organizationId: string): Promise<void> {
  await prefetchJson(settlementKeys.account(organizationId), () =>
    callOperation(getSettlementAccount, { params: { organizationId }, query: { missing: "null" } }),
  );
}

/** Operation 16, the permission catalogue and target tree, as usePermissionCatalogue reads it. */
export async function prefetchPermissionCatalogue(organizationId: string): Promise<void> {
  await prefetchJson(organizationKeys.permissions(organizationId), () => callOperation(getPermissions, { params: { organizationId } }));
}
