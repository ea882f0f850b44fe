import { routeOf } from "@/lib/api/operation";
import { changePassword } from "@/lib/users/operations";

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(changePassword);
