import { routeOf } from "@/lib/http/operation";
import { deleteRole, getRole, updateRole } from "@/lib/operations/roles";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(getRole, updateRole, deleteRole);
export { GET, POST, PUT, PATCH, DELETE };
