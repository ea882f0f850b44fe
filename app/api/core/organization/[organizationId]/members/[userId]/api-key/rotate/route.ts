import { routeOf } from "@/lib/api/operation";
import { rotateApiKey } from "@/lib/members/operations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(rotateApiKey);
export { GET, POST, PUT, PATCH, DELETE };
