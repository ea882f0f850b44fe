import { organizationOperation } from "@/lib/http/operation";
import { actingId } from "@/lib/http/authenticate";
import { saveBusinessDetails } from "@/lib/billing/business-details";
import { businessDetailsBody, businessDetailsSchema } from "@/lib/billing/schemas";
import { BILLING_TAG, BUSINESS_DETAILS_PATH, businessDetailsExample } from "./examples";

export const updateBusinessDetails = organizationOperation({
  method: "PUT",
  path: BUSINESS_DETAILS_PATH,
  operationId: "updateBusinessDetails",
  summary: "Register or replace the business details",
  description:
    "Every field each time. The registration number (사업자등록번호) is 10 digits, hyphens optional, and its check digit " +
    "must match (400 VALIDATION_FAILED naming registrationNumber otherwise; nothing is written). Audited. Needs " +
    "billing:update (Owner, Admin).",
  tag: BILLING_TAG,
  audit: "billing:update",
  permission: "billing:update",
  body: businessDetailsBody,
  response: businessDetailsSchema,
  reasons: ["LOCK_TIMEOUT"],
  requestExample: businessDetailsExample,
  responseExample: { ...businessDetailsExample, updatedAt: "2026-11-22T09:30:00.000Z" },
  run: ({ organizationId, body, caller }) => saveBusinessDetails(organizationId, body, actingId(caller)),
});
