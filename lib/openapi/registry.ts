import { z } from "zod";
import { publicOperation } from "@/lib/http/operation";
import * as appOperations from "@/lib/operations/apps";
import * as assetOperations from "@/lib/operations/assets";
import * as postbackLogOperations from "@/lib/operations/attribution/postback-log";
import * as receivePostbackOperations from "@/lib/operations/attribution/receive-postback";
import * as testPostbackOperations from "@/lib/operations/attribution/test-postback";
import * as attributionSettingOperations from "@/lib/operations/attribution/settings-operations";
import * as auditOperations from "@/lib/operations/audit";
import * as twoFactorOperations from "@/lib/operations/auth";
import * as balanceOperations from "@/lib/operations/balance";
import * as billingOperations from "@/lib/operations/billing";
import * as campaignOperations from "@/lib/operations/campaigns";
import * as crossPromotionOperations from "@/lib/operations/cross-promotions";
import { campaignReport, organizationReport, reportDelivery } from "@/lib/operations/delivery";
import * as eventOperations from "@/lib/operations/events";
import * as exchangeRateOperations from "@/lib/operations/exchange-rates";
import * as instanceOperations from "@/lib/operations/instance";
import * as integrationKeyOperations from "@/lib/operations/integration-keys";
import * as memberOperations from "@/lib/operations/members";
import * as notificationOperations from "@/lib/operations/notifications";
import * as serviceOperations from "@/lib/operations/monitoring";
import * as organizationOperations from "@/lib/operations/organizations";
import * as permissionOperations from "@/lib/operations/permissions";
import * as reportDeliveryOperations from "@/lib/operations/report-delivery";
import * as reviewOperations from "@/lib/operations/review";
import * as roleOperations from "@/lib/operations/roles";
import * as serviceAccountOperations from "@/lib/operations/service-accounts";
import * as servingOperations from "@/lib/operations/serving";
import * as settlementOperations from "@/lib/operations/settlement";
import * as topUpOperations from "@/lib/operations/top-ups";
import * as accountOperations from "@/lib/operations/users";
import * as webhookOperations from "@/lib/operations/webhooks";
import { WEBHOOK_EVENTS } from "@/lib/operations/webhooks/webhook-events";
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
