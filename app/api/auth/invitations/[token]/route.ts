import { routeOf } from "@/lib/api/operation";
import { getInvitation } from "@/lib/users/operations";

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(getInvitation);
