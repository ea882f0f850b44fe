import { routeOf } from "@/lib/http/operation";
import { updateIntegrationKeyPolicy } from "@/lib/operations/integration-keys";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(updateIntegrationKeyPolicy);
export { GET, POST, PUT, PATCH, DELETE };
