import { routeOf } from "@/lib/http/operation";
import { rotateServiceAccountKey } from "@/lib/operations/service-accounts";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(rotateServiceAccountKey);
export { GET, POST, PUT, PATCH, DELETE };
