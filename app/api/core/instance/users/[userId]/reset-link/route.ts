import { routeOf } from "@/lib/api/operation";
import { createResetLink } from "@/lib/instance/operations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(createResetLink);
export { GET, POST, PUT, PATCH, DELETE };
