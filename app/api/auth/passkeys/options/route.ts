import { routeOf } from "@/lib/api/operation";
import { passkeyRegistrationOptions } from "@/lib/auth/operations";

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(passkeyRegistrationOptions);
