import { routeOf } from "@/lib/api/operation";
import { acceptInvitation } from "@/lib/users/operations";

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(acceptInvitation);
