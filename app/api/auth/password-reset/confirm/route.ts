import { routeOf } from "@/lib/api/operation";
import { resetPassword } from "@/lib/users/operations";

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(resetPassword);
