import { routeOf } from "@/lib/http/operation";
import { organizationReport } from "@/lib/operations/delivery";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(organizationReport);
export { GET, POST, PUT, PATCH, DELETE };
