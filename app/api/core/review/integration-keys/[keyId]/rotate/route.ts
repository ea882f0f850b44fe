import { routeOf } from "@/lib/api/operation";
import { rotateIntegrationKey } from "@/lib/integration-keys/operations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(rotateIntegrationKey);
export { GET, POST, PUT, PATCH, DELETE };
