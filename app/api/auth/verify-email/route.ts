import { routeOf } from "@/lib/api/operation";
import { verifyEmail } from "@/lib/users/operations";

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(verifyEmail);
