import type { RouteSpec } from "./route-spec";
import { memberRoutes } from "./routes/members";
import { documentRoutes, organizationRoutes } from "./routes/organizations";
import { roleRoutes } from "./routes/roles";

/** Every API route. A route missing here answers 404 from proxy.ts, so the document cannot fall behind. */
export const ROUTES: RouteSpec[] = [...organizationRoutes, ...memberRoutes, ...roleRoutes, ...documentRoutes];
