import { routeOf } from "@/lib/api/operation";
import { signUp } from "@/lib/users/operations";

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(signUp);
