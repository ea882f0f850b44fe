import { routeOf } from "@/lib/http/operation";
import { searchOrganizations } from "@/lib/operations/review";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(searchOrganizations);
export { GET, POST, PUT, PATCH, DELETE };
