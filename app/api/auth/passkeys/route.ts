import { routeOf } from "@/lib/api/operation";
import { addPasskey } from "@/lib/auth/operations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(addPasskey);
export { GET, POST, PUT, PATCH, DELETE };
