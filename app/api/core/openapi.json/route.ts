import { withPublic } from "@/lib/api/handler";
import { buildOpenApiDocument } from "@/lib/openapi/document";
import { methodsNotAllowed } from "@/lib/api/not-allowed";

// GET /api/core/openapi.json — extension: the OpenAPI 3.1 document of every route
export const GET = withPublic(async () => {
  const response = Response.json(buildOpenApiDocument());
  response.headers.set("Cache-Control", "public, max-age=300");
  return response;
});

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed("GET");
