import type { RouteSpec } from "./route-spec";
import * as auditOperations from "@/lib/audit/operations";
import * as documentOperations from "@/lib/openapi/operations";
import * as serviceOperations from "@/lib/operations/operations";
import * as organizationOperations from "@/lib/organizations/operations";
import * as permissionOperations from "@/lib/permissions/operations";
import * as accountOperations from "@/lib/users/operations";
import { appRoutes } from "./routes/apps";
import { assetRoutes } from "./routes/assets";
import { campaignRoutes } from "./routes/campaigns";
import { deliveryRoutes } from "./routes/delivery";
import { memberRoutes } from "./routes/members";
import { reviewRoutes } from "./routes/review";
import * as roleOperations from "@/lib/roles/operations";
import * as campaignOperations from "@/lib/campaigns/operations";
import * as crossPromotionOperations from "@/lib/cross-promotions/operations";
import { campaignReport, organizationReport, reportDelivery } from "@/lib/delivery/operations";
import { settlementRoutes } from "./routes/settlement";

/** Every API route; lib/openapi/registry.test.ts checks it against the route files both ways. */
export const ROUTES: RouteSpec[] = [
  ...Object.values(accountOperations),
  ...Object.values(organizationOperations),
  ...memberRoutes,
  ...Object.values(permissionOperations),
  ...Object.values(roleOperations),
  ...appRoutes,
  ...Object.values(campaignOperations),
  ...campaignRoutes,
  ...Object.values(crossPromotionOperations),
  ...assetRoutes,
  ...settlementRoutes,
  ...Object.values(auditOperations),
  // Delivery before Reports, as the document lists their tags.
  reportDelivery,
  campaignReport,
  organizationReport,
  ...deliveryRoutes,
  ...reviewRoutes,
  ...Object.values(documentOperations),
  ...Object.values(serviceOperations),
];
