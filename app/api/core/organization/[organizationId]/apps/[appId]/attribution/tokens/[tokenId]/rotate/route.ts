import { routeOf } from "@/lib/api/operation";
import { rotatePostbackToken } from "@/lib/attribution/operations/tokens";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(rotatePostbackToken);
export { GET, POST, PUT, PATCH, DELETE };
