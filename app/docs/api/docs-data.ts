import "server-only";
import { openApiDocument, ROUTES } from "@/lib/openapi/registry";
import type { RouteSpec } from "@/lib/openapi/route-spec";

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  $ref?: string;
  description?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
};

type Parameter = { name: string; in: "path" | "query" | "header"; required: boolean; description?: string; schema: JsonSchema };
type Content = Record<string, { schema: JsonSchema; example?: unknown }>;
export type Operation = {
  parameters: Parameter[];
  requestBody?: { content: Content };
  responses: Record<string, { description: string; content?: Content; "x-reasons"?: string[] }>;
};

type Area = { tag: string; key: string; routes: RouteSpec[] };

/** The message key of an area (OpenAPI tag): "Roles and permissions" → "rolesAndPermissions". */
export function areaKey(tag: string): string {
  return tag.toLowerCase().replace(/[^a-z0-9]+(.)/g, (_m, c: string) => c.toUpperCase());
}

/** Operations grouped by area, in the document's order. */
export function areas(): Area[] {
  const tags = [...new Set(ROUTES.map((r) => r.tag))];
  return tags.map((tag) => ({ tag, key: areaKey(tag), routes: ROUTES.filter((r) => r.tag === tag) }));
}

export function routeById(operationId: string): RouteSpec | undefined {
  return ROUTES.find((r) => r.operationId === operationId);
}

let document: ReturnType<typeof openApiDocument> | undefined;

/** The generated OpenAPI entry of a route (built once per process: the routes do not change at run time). */
export function operationOf(route: RouteSpec): { operation: Operation; schemas: Record<string, JsonSchema> } {
  document ??= openApiDocument();
  const operation = (document.paths[route.path] as Record<string, unknown>)[route.method.toLowerCase()] as Operation;
  return { operation, schemas: document.components.schemas as Record<string, JsonSchema> };
}
