import type { RouteSpec } from "./route-spec";
import { accountRoutes } from "./routes/account";
import { appRoutes } from "./routes/apps";
import { assetRoutes } from "./routes/assets";
import { auditRoutes } from "./routes/audit";
import { operationsRoutes } from "./routes/operations";
import { campaignRoutes } from "./routes/campaigns";
import { deliveryRoutes } from "./routes/delivery";
import { memberRoutes } from "./routes/members";
import { documentRoutes, organizationRoutes } from "./routes/organizations";
import { reviewRoutes } from "./routes/review";
import * as roleOperations from "@/lib/roles/operations";
import * as campaignOperations from "@/lib/campaigns/operations";
import * as crossPromotionOperations from "@/lib/cross-promotions/operations";
import { campaignReport, organizationReport, reportDelivery } from "@/lib/delivery/operations";
import { settlementRoutes } from "./routes/settlement";

/** Every API route; lib/openapi/registry.test.ts checks it against the route files both ways. */
export const ROUTES: RouteSpec[] = [
  ...organizationRoutes,
  ...accountRoutes,
  ...memberRoutes,
  ...Object.values(roleOperations),
  ...appRoutes,
  ...Object.values(campaignOperations),
  ...campaignRoutes,
  ...Object.values(crossPromotionOperations),
  ...assetRoutes,
  ...settlementRoutes,
  ...auditRoutes,
  // Delivery before Reports, as the document lists their tags.
  reportDelivery,
  campaignReport,
  organizationReport,
  ...deliveryRoutes,
  ...reviewRoutes,
  ...documentRoutes,
  ...operationsRoutes,
];
