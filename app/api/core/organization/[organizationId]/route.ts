import { routeOf } from "@/lib/http/operation";
import { getOrganization, updateOrganization } from "@/lib/operations/organizations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(getOrganization, updateOrganization);
export { GET, POST, PUT, PATCH, DELETE };
