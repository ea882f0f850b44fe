import { routeOf } from "@/lib/http/operation";
import { createOrganization, listMyOrganizations } from "@/lib/operations/organizations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(listMyOrganizations, createOrganization);
export { GET, POST, PUT, PATCH, DELETE };
