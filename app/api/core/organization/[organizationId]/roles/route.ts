import { routeOf } from "@/lib/api/operation";
import { createRole, listRoles } from "@/lib/roles/operations";

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(listRoles, createRole);
