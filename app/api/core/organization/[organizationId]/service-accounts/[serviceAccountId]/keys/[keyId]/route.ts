import { routeOf } from "@/lib/http/operation";
import { revokeServiceAccountKey } from "@/lib/operations/service-accounts";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(revokeServiceAccountKey);
export { GET, POST, PUT, PATCH, DELETE };
