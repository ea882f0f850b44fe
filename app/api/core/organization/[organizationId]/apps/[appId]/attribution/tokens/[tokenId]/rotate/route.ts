import { routeOf } from "@/lib/http/operation";
import { rotatePostbackToken } from "@/lib/operations/attribution/tokens";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(rotatePostbackToken);
export { GET, POST, PUT, PATCH, DELETE };
