import type { RouteSpec } from "./route-spec";
import { accountRoutes } from "./routes/account";
import { auditRoutes } from "./routes/audit";
import { operationsRoutes } from "./routes/operations";
import { campaignRoutes } from "./routes/campaigns";
import { deliveryRoutes } from "./routes/delivery";
import { crossPromotionRoutes } from "./routes/cross-promotions";
import { documentRoutes, organizationRoutes } from "./routes/organizations";
import * as appOperations from "@/lib/apps/operations";
import * as assetOperations from "@/lib/assets/operations";
import * as balanceOperations from "@/lib/balance/operations";
import * as memberOperations from "@/lib/members/operations";
import * as reviewOperations from "@/lib/review/operations";
import * as roleOperations from "@/lib/roles/operations";
import * as settlementOperations from "@/lib/settlement/operations";
import * as topUpOperations from "@/lib/top-ups/operations";

/** Every API route; lib/openapi/registry.test.ts checks it against the route files both ways. */
export const ROUTES: RouteSpec[] = [
  ...organizationRoutes,
  ...accountRoutes,
  ...Object.values(memberOperations),
  ...Object.values(roleOperations),
  ...Object.values(appOperations),
  ...campaignRoutes,
  ...crossPromotionRoutes,
  ...Object.values(assetOperations),
  ...Object.values(settlementOperations),
  ...Object.values(balanceOperations),
  ...Object.values(topUpOperations),
  ...auditRoutes,
  ...deliveryRoutes,
  ...Object.values(reviewOperations),
  ...documentRoutes,
  ...operationsRoutes,
];
