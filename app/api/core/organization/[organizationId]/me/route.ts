import { routeOf } from "@/lib/api/operation";
import { getMe, leaveOrganization } from "@/lib/organizations/operations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(getMe, leaveOrganization);
export { GET, POST, PUT, PATCH, DELETE };
