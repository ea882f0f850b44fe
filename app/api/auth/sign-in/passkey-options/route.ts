import { routeOf } from "@/lib/http/operation";
import { passkeySignInOptions } from "@/lib/operations/auth";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(passkeySignInOptions);
export { GET, POST, PUT, PATCH, DELETE };
