import { z } from "zod";
import { publicOperation } from "@/lib/api/operation";
import * as appOperations from "@/lib/apps/operations";
import * as assetOperations from "@/lib/assets/operations";
import * as postbackLogOperations from "@/lib/attribution/operations/postback-log";
import * as receivePostbackOperations from "@/lib/attribution/operations/receive-postback";
import * as testPostbackOperations from "@/lib/attribution/operations/test-postback";
import * as attributionSettingOperations from "@/lib/attribution/operations/settings-operations";
import * as auditOperations from "@/lib/audit/operations";
import * as twoFactorOperations from "@/lib/auth/operations";
import * as balanceOperations from "@/lib/balance/operations";
import * as billingOperations from "@/lib/billing/operations";
import * as campaignOperations from "@/lib/campaigns/operations";
import * as crossPromotionOperations from "@/lib/cross-promotions/operations";
import { campaignReport, organizationReport, reportDelivery } from "@/lib/delivery/operations";
import * as eventOperations from "@/lib/events/operations";
import * as exchangeRateOperations from "@/lib/exchange-rates/operations";
import * as instanceOperations from "@/lib/instance/operations";
import * as integrationKeyOperations from "@/lib/integration-keys/operations";
import * as memberOperations from "@/lib/members/operations";
import * as notificationOperations from "@/lib/notifications/operations";
import * as serviceOperations from "@/lib/operations/operations";
import * as organizationOperations from "@/lib/organizations/operations";
import * as permissionOperations from "@/lib/permissions/operations";
import * as reportDeliveryOperations from "@/lib/report-delivery/operations";
import * as reviewOperations from "@/lib/review/operations";
import * as roleOperations from "@/lib/roles/operations";
import * as serviceAccountOperations from "@/lib/service-accounts/operations";
import * as servingOperations from "@/lib/serving/operations";
import * as settlementOperations from "@/lib/settlement/operations";
import * as topUpOperations from "@/lib/top-ups/operations";
import * as accountOperations from "@/lib/users/operations";
import * as webhookOperations from "@/lib/webhooks/operations";
import { WEBHOOK_EVENTS } from "@/lib/webhooks/operations/webhook-events";
import { buildOpenApiDocument } from "./document";
import type { RouteSpec } from "./route-spec";

// The document's own operation lives here, beside the list it is built from (anywhere else it would import the
// registry that imports it).
export const getOpenApiDocument = publicOperation({
  method: "GET",
  path: "/api/core/openapi.json",
  operationId: "getOpenApiDocument",
  summary: "This OpenAPI 3.1 document",
  tag: "Meta",
  response: z.record(z.string(), z.unknown()),
  run: async () => {
    const response = Response.json(openApiDocument());
    response.headers.set("Cache-Control", "public, max-age=300");
    return response;
  },
});

/**
 * Every operation of the API, in the order the document lists their tags (a module's operations come in the
 * alphabetical order of their names). lib/openapi/registry.test.ts checks it against the route files both ways.
 */
export const ROUTES: RouteSpec[] = [
  ...Object.values(accountOperations),
  ...Object.values(twoFactorOperations),
  ...Object.values(organizationOperations),
  ...Object.values(memberOperations),
  ...Object.values(permissionOperations),
  ...Object.values(roleOperations),
  ...Object.values(serviceAccountOperations),
  ...Object.values(appOperations),
  ...Object.values(attributionSettingOperations),
  ...Object.values(campaignOperations),
  ...Object.values(crossPromotionOperations),
  ...Object.values(assetOperations),
  ...Object.values(settlementOperations),
  ...Object.values(balanceOperations),
  ...Object.values(topUpOperations),
  ...Object.values(billingOperations),
  ...Object.values(auditOperations),
  ...Object.values(webhookOperations),
  ...Object.values(eventOperations),
  ...Object.values(notificationOperations),
  // Delivery before Reports, as the document lists their tags.
  reportDelivery,
  ...Object.values(servingOperations),
  campaignReport,
  organizationReport,
  ...Object.values(reportDeliveryOperations),
  ...Object.values(receivePostbackOperations),
  ...Object.values(postbackLogOperations),
  ...Object.values(testPostbackOperations),
  ...Object.values(reviewOperations),
  ...Object.values(integrationKeyOperations),
  ...Object.values(exchangeRateOperations),
  ...Object.values(instanceOperations),
  getOpenApiDocument,
  ...Object.values(serviceOperations),
];

let built: ReturnType<typeof buildOpenApiDocument> | undefined;

/** The OpenAPI document of every route, built once per process (the routes do not change at run time). */
export function openApiDocument() {
  built ??= buildOpenApiDocument(ROUTES, WEBHOOK_EVENTS);
  return built;
}
