import { routeOf } from "@/lib/api/operation";
import { getOpenApiDocument } from "@/lib/openapi/registry";

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(getOpenApiDocument);
