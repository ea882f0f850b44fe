import { routeOf } from "@/lib/http/operation";
import { rotateApiKey } from "@/lib/operations/members";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(rotateApiKey);
export { GET, POST, PUT, PATCH, DELETE };
