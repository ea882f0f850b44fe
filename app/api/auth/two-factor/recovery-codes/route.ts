import { routeOf } from "@/lib/http/operation";
import { regenerateRecoveryCodes } from "@/lib/operations/auth";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(regenerateRecoveryCodes);
export { GET, POST, PUT, PATCH, DELETE };
