import { routeOf } from "@/lib/api/operation";
import { organizationReport } from "@/lib/delivery/operations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(organizationReport);
export { GET, POST, PUT, PATCH, DELETE };
