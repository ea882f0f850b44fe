import { routeOf } from "@/lib/api/operation";
import { updateIntegrationKeyPolicy } from "@/lib/integration-keys/operations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(updateIntegrationKeyPolicy);
export { GET, POST, PUT, PATCH, DELETE };
