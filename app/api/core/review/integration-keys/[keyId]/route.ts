import { routeOf } from "@/lib/http/operation";
import { revokeIntegrationKey } from "@/lib/operations/integration-keys";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(revokeIntegrationKey);
export { GET, POST, PUT, PATCH, DELETE };
