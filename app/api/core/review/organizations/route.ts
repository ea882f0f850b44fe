import { routeOf } from "@/lib/api/operation";
import { searchOrganizations } from "@/lib/review/operations";

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(searchOrganizations);
