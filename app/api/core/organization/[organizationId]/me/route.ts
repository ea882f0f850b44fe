import { routeOf } from "@/lib/http/operation";
import { getMe, leaveOrganization } from "@/lib/operations/organizations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(getMe, leaveOrganization);
export { GET, POST, PUT, PATCH, DELETE };
