import { routeOf } from "@/lib/http/operation";
import { revokePostbackToken } from "@/lib/operations/attribution/tokens";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(revokePostbackToken);
export { GET, POST, PUT, PATCH, DELETE };
