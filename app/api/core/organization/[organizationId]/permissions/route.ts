import { routeOf } from "@/lib/api/operation";
import { getPermissions } from "@/lib/permissions/operations";

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(getPermissions);
