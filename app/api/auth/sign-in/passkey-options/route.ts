import { routeOf } from "@/lib/api/operation";
import { passkeySignInOptions } from "@/lib/auth/operations";

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(passkeySignInOptions);
