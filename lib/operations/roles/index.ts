export { createRole } from "./create-role";
export { deleteRole } from "./delete-role";
export { getRole } from "./get-role";
export { listRoles } from "./list-roles";
export { updateRole } from "./update-role";
