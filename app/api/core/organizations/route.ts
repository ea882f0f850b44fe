import { routeOf } from "@/lib/api/operation";
import { createOrganization, listMyOrganizations } from "@/lib/organizations/operations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(listMyOrganizations, createOrganization);
export { GET, POST, PUT, PATCH, DELETE };
