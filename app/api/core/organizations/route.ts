import { routeOf } from "@/lib/api/operation";
import { createOrganization, listMyOrganizations } from "@/lib/organizations/operations";

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(listMyOrganizations, createOrganization);
