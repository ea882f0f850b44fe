import { routeOf } from "@/lib/http/operation";
import { createRole, listRoles } from "@/lib/operations/roles";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(listRoles, createRole);
export { GET, POST, PUT, PATCH, DELETE };
