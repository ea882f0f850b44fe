import { routeOf } from "@/lib/api/operation";
import { revokePostbackToken } from "@/lib/attribution/operations/tokens";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(revokePostbackToken);
export { GET, POST, PUT, PATCH, DELETE };
