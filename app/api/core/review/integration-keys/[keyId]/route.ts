import { routeOf } from "@/lib/api/operation";
import { revokeIntegrationKey } from "@/lib/integration-keys/operations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(revokeIntegrationKey);
export { GET, POST, PUT, PATCH, DELETE };
