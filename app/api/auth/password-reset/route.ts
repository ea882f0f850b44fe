import { routeOf } from "@/lib/api/operation";
import { requestPasswordReset } from "@/lib/users/operations";

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(requestPasswordReset);
