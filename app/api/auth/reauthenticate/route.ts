import { routeOf } from "@/lib/http/operation";
import { reauthenticate } from "@/lib/operations/auth";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(reauthenticate);
export { GET, POST, PUT, PATCH, DELETE };
