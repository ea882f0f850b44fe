import { routeOf } from "@/lib/api/operation";
import { getOpenApiDocument } from "@/lib/openapi/operations";

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(getOpenApiDocument);
