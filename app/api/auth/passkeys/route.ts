import { routeOf } from "@/lib/api/operation";
import { addPasskey } from "@/lib/auth/operations";

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(addPasskey);
