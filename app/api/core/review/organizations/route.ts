import { routeOf } from "@/lib/api/operation";
import { searchOrganizations } from "@/lib/review/operations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(searchOrganizations);
export { GET, POST, PUT, PATCH, DELETE };
