import { routeOf } from "@/lib/api/operation";
import { regenerateRecoveryCodes } from "@/lib/auth/operations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(regenerateRecoveryCodes);
export { GET, POST, PUT, PATCH, DELETE };
