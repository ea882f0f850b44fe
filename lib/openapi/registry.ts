import { z } from "zod";
import { publicOperation } from "@/lib/api/operation";
import { buildOpenApiDocument } from "./document";
import type { RouteSpec } from "./route-spec";
import * as auditOperations from "@/lib/audit/operations";
import * as serviceOperations from "@/lib/operations/operations";
import * as organizationOperations from "@/lib/organizations/operations";
import * as permissionOperations from "@/lib/permissions/operations";
import * as accountOperations from "@/lib/users/operations";
import { appRoutes } from "./routes/apps";
import { assetRoutes } from "./routes/assets";
import { campaignRoutes } from "./routes/campaigns";
import { deliveryRoutes } from "./routes/delivery";
import { crossPromotionRoutes } from "./routes/cross-promotions";
import { memberRoutes } from "./routes/members";
import { reviewRoutes } from "./routes/review";
import * as roleOperations from "@/lib/roles/operations";
import { settlementRoutes } from "./routes/settlement";

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

/** Every API route; lib/openapi/registry.test.ts checks it against the route files both ways. */
export const ROUTES: RouteSpec[] = [
  ...Object.values(accountOperations),
  ...Object.values(organizationOperations),
  ...memberRoutes,
  ...Object.values(permissionOperations),
  ...Object.values(roleOperations),
  ...appRoutes,
  ...campaignRoutes,
  ...crossPromotionRoutes,
  ...assetRoutes,
  ...settlementRoutes,
  ...Object.values(auditOperations),
  ...deliveryRoutes,
  ...reviewRoutes,
  getOpenApiDocument,
  ...Object.values(serviceOperations),
];

let built: ReturnType<typeof buildOpenApiDocument> | undefined;

/** The OpenAPI document of every route, built once per process (the routes do not change at run time). */
export function openApiDocument() {
  built ??= buildOpenApiDocument(ROUTES);
  return built;
}
