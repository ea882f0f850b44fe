import { routeOf } from "@/lib/api/operation";
import { passkeyRegistrationOptions } from "@/lib/auth/operations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(passkeyRegistrationOptions);
export { GET, POST, PUT, PATCH, DELETE };
