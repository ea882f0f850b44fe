import "server-only";
import { PAGE_SIZES } from "@/lib/api/page-limits";
import { callOperation } from "@/lib/http/server-call";
import { listServiceAccounts } from "@/lib/operations/service-accounts";
import { serviceAccountKeys } from "@/lib/service-accounts/query-keys";
import { prefetchFirstPage } from "./server-query-client";

/** The first page of service accounts, as useServiceAccounts reads it. */
export async function prefetchServiceAccounts(organizationId: string): Promise<void> {
  await prefetchFirstPage(serviceAccountKeys.list(organizationId), null, () =>
    callOperation(listServiceAccounts, { params: { organizationId }, query: { limit: PAGE_SIZES.serviceAccounts } }),
  );
}
