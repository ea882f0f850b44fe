export { getPermissions } from "./get-permissions";
