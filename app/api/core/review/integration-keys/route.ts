import { routeOf } from "@/lib/api/operation";
import { createIntegrationKey, listIntegrationKeys } from "@/lib/integration-keys/operations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(listIntegrationKeys, createIntegrationKey);
export { GET, POST, PUT, PATCH, DELETE };
