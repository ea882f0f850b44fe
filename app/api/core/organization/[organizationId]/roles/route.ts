import { routeOf } from "@/lib/api/operation";
import { createRole, listRoles } from "@/lib/roles/operations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(listRoles, createRole);
export { GET, POST, PUT, PATCH, DELETE };
