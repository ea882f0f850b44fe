import { routeOf } from "@/lib/http/operation";
import { createIntegrationKey, listIntegrationKeys } from "@/lib/operations/integration-keys";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(listIntegrationKeys, createIntegrationKey);
export { GET, POST, PUT, PATCH, DELETE };
