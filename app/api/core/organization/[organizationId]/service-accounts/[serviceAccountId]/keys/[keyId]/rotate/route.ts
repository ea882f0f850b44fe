import { routeOf } from "@/lib/api/operation";
import { rotateServiceAccountKey } from "@/lib/service-accounts/operations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(rotateServiceAccountKey);
export { GET, POST, PUT, PATCH, DELETE };
