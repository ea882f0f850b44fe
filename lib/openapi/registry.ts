import type { RouteSpec } from "./route-spec";
import { documentRoutes, organizationRoutes } from "./routes/organizations";
import { settlementRoutes } from "./routes/settlement";

/** Every API route. A route missing here answers 404 from proxy.ts, so the document cannot fall behind. */
export const ROUTES: RouteSpec[] = [...organizationRoutes, ...settlementRoutes, ...documentRoutes];
