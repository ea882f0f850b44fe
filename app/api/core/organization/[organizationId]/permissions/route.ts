import { routeOf } from "@/lib/http/operation";
import { getPermissions } from "@/lib/operations/permissions";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(getPermissions);
export { GET, POST, PUT, PATCH, DELETE };
