import type { RouteSpec } from "./route-spec";
import { assetRoutes } from "./routes/assets";
import { documentRoutes, organizationRoutes } from "./routes/organizations";

/** Every API route. A route missing here answers 404 from proxy.ts, so the document cannot fall behind. */
export const ROUTES: RouteSpec[] = [...organizationRoutes, ...assetRoutes, ...documentRoutes];
