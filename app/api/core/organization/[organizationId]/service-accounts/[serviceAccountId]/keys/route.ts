import { routeOf } from "@/lib/api/operation";
import { createServiceAccountKey } from "@/lib/service-accounts/operations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(createServiceAccountKey);
export { GET, POST, PUT, PATCH, DELETE };
