import { routeOf } from "@/lib/api/operation";
import { getMe, leaveOrganization } from "@/lib/organizations/operations";

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(getMe, leaveOrganization);
