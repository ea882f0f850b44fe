import { routeOf } from "@/lib/api/operation";
import { revokeServiceAccountKey } from "@/lib/service-accounts/operations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(revokeServiceAccountKey);
export { GET, POST, PUT, PATCH, DELETE };
