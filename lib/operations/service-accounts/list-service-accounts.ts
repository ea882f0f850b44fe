import { organizationOperation } from "@/lib/http/operation";
import { paginationQuery } from "@/lib/api/pagination";
import { listServiceAccounts as listRows } from "@/lib/service-accounts/list-service-accounts";
import { serviceAccountListSchema } from "@/lib/service-accounts/schemas";
import { SERVICE_ACCOUNTS_PATH, SERVICE_ACCOUNTS_TAG, serviceAccountExample } from "./examples";

export const listServiceAccounts = organizationOperation({
  method: "GET",
  path: SERVICE_ACCOUNTS_PATH,
  operationId: "listServiceAccounts",
  summary: "List service accounts",
  description: "Oldest first, each with its role and the keys that still work (never the keys themselves).",
  tag: SERVICE_ACCOUNTS_TAG,
  permission: "service-account:read",
  query: paginationQuery,
  pagination: "items",
  response: serviceAccountListSchema,
  responseExample: { items: [serviceAccountExample], nextCursor: null },
  run: ({ organizationId, query }) => listRows(organizationId, query),
});
