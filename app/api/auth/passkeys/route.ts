import { routeOf } from "@/lib/http/operation";
import { addPasskey } from "@/lib/operations/auth";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(addPasskey);
export { GET, POST, PUT, PATCH, DELETE };
