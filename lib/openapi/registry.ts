import type { RouteSpec } from "./route-spec";
import { appRoutes } from "./routes/apps";
import { assetRoutes } from "./routes/assets";
import { campaignRoutes } from "./routes/campaigns";
import { crossPromotionRoutes } from "./routes/cross-promotions";
import { memberRoutes } from "./routes/members";
import { documentRoutes, organizationRoutes } from "./routes/organizations";
import { roleRoutes } from "./routes/roles";
import { settlementRoutes } from "./routes/settlement";

/** Every API route; lib/openapi/registry.test.ts checks it against the route files both ways. */
export const ROUTES: RouteSpec[] = [
  ...organizationRoutes,
  ...memberRoutes,
  ...roleRoutes,
  ...appRoutes,
  ...campaignRoutes,
  ...crossPromotionRoutes,
  ...assetRoutes,
  ...settlementRoutes,
  ...documentRoutes,
];
