import "server-only";
import { getOrganizationOrThrow } from "@/lib/organizations/organization-queries";
import { organizationKeys } from "@/lib/organizations/query-keys";
import { serializeOrganization } from "@/lib/organizations/schemas";
import { getPermissionCatalogue } from "@/lib/permissions/catalogue-response";
import { findSettlementAccount, serializeSettlementAccount } from "@/lib/settlement/settlement-account";
import { settlementKeys } from "@/lib/settlement/query-keys";
import { prefetchJson } from "./server-query-client";
import { sessionOrganization } from "./session-organization";

/** GET organization, as useOrganization reads it (the Settings page). */
export async function prefetchOrganization(organizationId: string): Promise<void> {
  if (!(await sessionOrganization(organizationId)).may("organization:read")) return;
  await prefetchJson(organizationKeys.detail(organizationId), async () =>
    serializeOrganization(await getOrganizationOrThrow(organizationId)),
  );
}

/** GET /account?missing=null, as useSettlementAccount reads it: the masked account, or null before the first one. */
export async function prefetchSettlementAccount(organizationId: string): Promise<void> {
  if (!(await sessionOrganization(organizationId)).may("settlement:read")) return;
  await prefetchJson(settlementKeys.account(organizationId), async () => {
    const row = await findSettlementAccount(organizationId);
    return row ? serializeSettlementAccount(row) : null;
  });
}

/** Operation 16, the permission catalogue and target tree, as usePermissionCatalogue reads it (members only). */
export async function prefetchPermissionCatalogue(organizationId: string): Promise<void> {
  if (!(await sessionOrganization(organizationId)).member) return;
  await prefetchJson(organizationKeys.permissions(organizationId), () => getPermissionCatalogue(organizationId));
}
