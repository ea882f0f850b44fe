import { organizationOperation } from "@/lib/http/operation";
import { findBusinessDetails } from "@/lib/billing/business-details";
import { businessDetailsSchema } from "@/lib/billing/schemas";
import { BILLING_TAG, BUSINESS_DETAILS_PATH, businessDetailsExample } from "./examples";

export const getBusinessDetails = organizationOperation({
  method: "GET",
  path: BUSINESS_DETAILS_PATH,
  operationId: "getBusinessDetails",
  summary: "Read the business details",
  description:
    "The organization's business registration as tax invoices name their buyer; null until registered (no tax invoice " +
    "can be requested before). Needs billing:read.",
  tag: BILLING_TAG,
  permission: "billing:read",
  allowReviewers: true,
  response: businessDetailsSchema.nullable(),
  responseExample: { ...businessDetailsExample, updatedAt: "2026-11-22T09:30:00.000Z" },
  run: ({ organizationId }) => findBusinessDetails(organizationId),
});
