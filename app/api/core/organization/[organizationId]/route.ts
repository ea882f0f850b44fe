import { routeOf } from "@/lib/api/operation";
import { getOrganization, updateOrganization } from "@/lib/organizations/operations";

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(getOrganization, updateOrganization);
