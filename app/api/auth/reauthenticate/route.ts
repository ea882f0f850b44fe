import { routeOf } from "@/lib/api/operation";
import { reauthenticate } from "@/lib/auth/operations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(reauthenticate);
export { GET, POST, PUT, PATCH, DELETE };
