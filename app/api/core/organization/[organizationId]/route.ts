import { routeOf } from "@/lib/api/operation";
import { getOrganization, updateOrganization } from "@/lib/organizations/operations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(getOrganization, updateOrganization);
export { GET, POST, PUT, PATCH, DELETE };
