import type { RouteSpec } from "./route-spec";
import { memberRoutes } from "./routes/members";
import { documentRoutes, organizationRoutes } from "./routes/organizations";
import { roleRoutes } from "./routes/roles";

/** Every API route; lib/openapi/registry.test.ts checks it against the route files both ways. */
export const ROUTES: RouteSpec[] = [...organizationRoutes, ...memberRoutes, ...roleRoutes, ...documentRoutes];
