import { routeOf } from "@/lib/api/operation";
import { deleteRole, getRole, updateRole } from "@/lib/roles/operations";

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(getRole, updateRole, deleteRole);
