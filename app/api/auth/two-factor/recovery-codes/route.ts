import { routeOf } from "@/lib/api/operation";
import { regenerateRecoveryCodes } from "@/lib/auth/operations";

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(regenerateRecoveryCodes);
