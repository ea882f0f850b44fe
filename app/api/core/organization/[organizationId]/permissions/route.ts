import { routeOf } from "@/lib/api/operation";
import { getPermissions } from "@/lib/permissions/operations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(getPermissions);
export { GET, POST, PUT, PATCH, DELETE };
