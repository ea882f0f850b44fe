import type { RouteSpec } from "./route-spec";
import { accountRoutes } from "./routes/account";
import { appRoutes } from "./routes/apps";
import { assetRoutes } from "./routes/assets";
import { auditRoutes } from "./routes/audit";
import { operationsRoutes } from "./routes/operations";
import { campaignRoutes } from "./routes/campaigns";
import { deliveryRoutes } from "./routes/delivery";
import { crossPromotionRoutes } from "./routes/cross-promotions";
import { memberRoutes } from "./routes/members";
import { documentRoutes, organizationRoutes } from "./routes/organizations";
import { reviewRoutes } from "./routes/review";
import { roleRoutes } from "./routes/roles";
import { settlementRoutes } from "./routes/settlement";
import { twoFactorRoutes } from "./routes/two-factor";

/** Every API route; lib/openapi/registry.test.ts checks it against the route files both ways. */
export const ROUTES: RouteSpec[] = [
  ...organizationRoutes,
  ...accountRoutes,
  ...twoFactorRoutes,
  ...memberRoutes,
  ...roleRoutes,
  ...appRoutes,
  ...campaignRoutes,
  ...crossPromotionRoutes,
  ...assetRoutes,
  ...settlementRoutes,
  ...auditRoutes,
  ...deliveryRoutes,
  ...reviewRoutes,
  ...documentRoutes,
  ...operationsRoutes,
];
