import { routeOf } from "@/lib/http/operation";
import { passkeyRegistrationOptions } from "@/lib/operations/auth";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(passkeyRegistrationOptions);
export { GET, POST, PUT, PATCH, DELETE };
