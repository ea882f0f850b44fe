import { routeOf } from "@/lib/http/operation";
import { createResetLink } from "@/lib/operations/instance";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(createResetLink);
export { GET, POST, PUT, PATCH, DELETE };
