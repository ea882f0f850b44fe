import { routeOf } from "@/lib/http/operation";
import { createServiceAccountKey } from "@/lib/operations/service-accounts";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(createServiceAccountKey);
export { GET, POST, PUT, PATCH, DELETE };
