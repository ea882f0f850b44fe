import { routeOf } from "@/lib/api/operation";
import { deleteRole, getRole, updateRole } from "@/lib/roles/operations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(getRole, updateRole, deleteRole);
export { GET, POST, PUT, PATCH, DELETE };
