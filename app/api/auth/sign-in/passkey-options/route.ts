import { routeOf } from "@/lib/api/operation";
import { passkeySignInOptions } from "@/lib/auth/operations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(passkeySignInOptions);
export { GET, POST, PUT, PATCH, DELETE };
