import { routeOf } from "@/lib/http/operation";
import { getOpenApiDocument } from "@/lib/openapi/registry";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(getOpenApiDocument);
export { GET, POST, PUT, PATCH, DELETE };
