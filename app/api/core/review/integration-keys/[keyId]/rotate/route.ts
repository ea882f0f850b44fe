import { routeOf } from "@/lib/http/operation";
import { rotateIntegrationKey } from "@/lib/operations/integration-keys";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(rotateIntegrationKey);
export { GET, POST, PUT, PATCH, DELETE };
