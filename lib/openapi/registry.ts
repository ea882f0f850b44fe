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
import { crossPromotionRoutes } from "./routes/cross-promotions";
import { memberRoutes } from "./routes/members";
import { reviewRoutes } from "./routes/review";
import * as roleOperations from "@/lib/roles/operations";
import { settlementRoutes } from "./routes/settlement";

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
  ...Object.values(documentOperations),
  ...Object.values(serviceOperations),
];
