import { z } from "zod";
import { publicOperation } from "@/lib/api/operation";

export const getOpenApiDocument = publicOperation({
  method: "GET",
  path: "/api/core/openapi.json",
  operationId: "getOpenApiDocument",
  summary: "This OpenAPI 3.1 document",
  tag: "Meta",
  response: z.record(z.string(), z.unknown()),
  run: async () => {
    // Imported when asked: the document is built from the registry, which lists this operation.
    const { buildOpenApiDocument } = await import("@/lib/openapi/document");
    const response = Response.json(buildOpenApiDocument());
    response.headers.set("Cache-Control", "public, max-age=300");
    return response;
  },
});
