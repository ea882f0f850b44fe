import { routeOf } from "@/lib/api/operation";
import { organizationReport } from "@/lib/delivery/operations";

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(organizationReport);
