import { organizationOperation } from "@/lib/http/operation";
import { prisma } from "@/lib/db/client";
import { serviceAccountIdParams, serviceAccountSchema } from "@/lib/service-accounts/schemas";
import { getServiceAccountOrThrow, serializeServiceAccount } from "@/lib/service-accounts/service-account-rows";
import { SERVICE_ACCOUNT_PATH, SERVICE_ACCOUNTS_TAG, serviceAccountExample } from "./examples";

export const getServiceAccount = organizationOperation({
  method: "GET",
  path: SERVICE_ACCOUNT_PATH,
  operationId: "getServiceAccount",
  summary: "Get a service account",
  tag: SERVICE_ACCOUNTS_TAG,
  permission: "service-account:read",
  params: serviceAccountIdParams,
  response: serviceAccountSchema,
  responseExample: serviceAccountExample,
  run: async ({ organizationId, params }) =>
    serializeServiceAccount(await getServiceAccountOrThrow(prisma, { id: params.serviceAccountId, organizationId })),
});
