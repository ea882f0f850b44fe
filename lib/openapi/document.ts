import { z } from "zod";
import { errorBodySchema } from "@/lib/api/error-body-schema";
import { REASONS, type Reason } from "@/lib/api/reasons";
import { ROUTES } from "./registry";
import type { RouteSpec } from "./route-spec";

type JsonSchema = Record<string, unknown>;

// Schemas zod emits with local `$defs` (a recursive one: the permission tree's nodes) refer to them as
// `#/$defs/…`, which means the document's root once embedded: each is moved to components.schemas under a
// unique name and its references rewritten. The components collected while building one document:
let components: Record<string, JsonSchema> = {};

function rewriteRefs(value: unknown, names: Map<string, string>): unknown {
  if (Array.isArray(value)) return value.map((item) => rewriteRefs(item, names));
  if (!value || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => {
      if (key === "$ref" && typeof item === "string" && item.startsWith("#/$defs/")) {
        return [key, `#/components/schemas/${names.get(item.slice("#/$defs/".length)) ?? item}`];
      }
      return [key, rewriteRefs(item, names)];
    }),
  );
}

function hoistDefinitions(schema: JsonSchema): JsonSchema {
  const { $defs, ...rest } = schema as { $defs?: Record<string, JsonSchema> };
  if (!$defs) return rest;
  const names = new Map<string, string>();
  for (const [name, definition] of Object.entries($defs)) {
    const base = typeof definition.description === "string" && /^\w+$/.test(definition.description) ? definition.description : "Schema";
    let unique = base;
    for (let n = 2; unique in components && JSON.stringify(components[unique]) !== JSON.stringify(definition); n++) unique = `${base}${n}`;
    names.set(name, unique);
  }
  for (const [name, definition] of Object.entries($defs)) components[names.get(name)!] = rewriteRefs(definition, names) as JsonSchema;
  return rewriteRefs(rest, names) as JsonSchema;
}

function jsonSchema(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: "any", target: "draft-2020-12" }) as JsonSchema;
  return hoistDefinitions(rest);
}

const ERROR_TEXT: Record<number, string> = {
  400: "Bad request: malformed JSON, failed validation (reason VALIDATION_FAILED, with details), bad path id",
  401: "Unauthorized: no, unknown or revoked key or session; reason API_KEY_EXPIRED for an expired key",
  403: "Forbidden: NOT_A_MEMBER, MEMBERSHIP_EXPIRED, PERMISSION_DENIED, IP_NOT_ALLOWED, CROSS_ORIGIN_REQUEST",
  404: "Not found in this organization",
  409: "Conflict: the resource's state does not allow it",
  429: "Too many requests: the API key's rate limit (Retry-After, RateLimit-* headers)",
  500: "Internal server error: the message carries the request id",
  503: "Service unavailable: database or storage unreachable",
};

const EVERY_ROUTE: Reason[] = ["VALIDATION_FAILED", "METHOD_NOT_ALLOWED", "CLIENT_CLOSED_REQUEST", "INTERNAL_ERROR", "SERVICE_UNAVAILABLE"];
const WITH_JSON_BODY: Reason[] = ["MALFORMED_JSON", "BODY_TOO_LARGE"];
const AUTHENTICATED: Reason[] = [
  "UNAUTHENTICATED",
  "INVALID_AUTHORIZATION",
  "INVALID_API_KEY",
  "API_KEY_EXPIRED",
  "SESSION_INVALID",
  "IP_NOT_ALLOWED",
  "CROSS_ORIGIN_REQUEST",
  "RATE_LIMITED",
];
const IN_ORGANIZATION: Reason[] = ["NOT_A_MEMBER", "MEMBERSHIP_EXPIRED", "TWO_FACTOR_REQUIRED", "PERMISSION_DENIED"];

/** Every reason the route can answer: those of every route of its kind, then its own. */
function routeReasons(route: RouteSpec): Reason[] {
  return [
    ...new Set([
      ...EVERY_ROUTE,
      ...(route.body ? WITH_JSON_BODY : []),
      ...(route.auth === "none" ? [] : AUTHENTICATED),
      ...(route.path.includes("{organizationId}") ? IN_ORGANIZATION : []),
      ...(route.path.includes("{") ? (["NOT_FOUND"] as const) : []),
      ...(route.reasons ?? []),
    ]),
  ];
}

function errorResponses(route: RouteSpec) {
  const reasons = routeReasons(route);
  const statuses = new Set<number>([
    400,
    ...(route.errors ?? []),
    ...(route.method === "POST" ? [409] : []),
    ...reasons.map((reason) => REASONS[reason].status),
  ]);
  if (route.auth !== "none") [401, 403, 429].forEach((s) => statuses.add(s));
  if (route.path.includes("{")) statuses.add(404);
  statuses.add(503);
  return Object.fromEntries(
    [...statuses].sort().map((status) => {
      const own = reasons.filter((reason) => REASONS[reason].status === status);
      return [
        String(status),
        {
          description: [ERROR_TEXT[status] ?? "Error", own.length ? `Reasons: ${own.join(", ")}.` : ""].filter(Boolean).join(". "),
          content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
          ...(own.length ? { "x-reasons": own } : {}),
        },
      ];
    }),
  );
}

function parameters(route: RouteSpec) {
  const params = [...route.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name,
    in: "path",
    required: true,
    schema: route.params?.[name] ? jsonSchema(route.params[name], "input") : { type: "string", pattern: "^[0-9a-f]{24}$" },
  }));
  const query = route.query ? (jsonSchema(route.query, "input") as { properties?: Record<string, JsonSchema>; required?: string[] }) : null;
  const queryParams = Object.entries(query?.properties ?? {}).map(([name, schema]) => ({
    name,
    in: "query",
    required: query?.required?.includes(name) ?? false,
    description: schema.description,
    schema,
  }));
  const idempotencyKey = {
    name: "Idempotency-Key",
    in: "header",
    required: false,
    description:
      "1 to 255 visible ASCII characters. The same caller, key and body within 24 hours replays the first answer " +
      "(header Idempotent-Replayed: true); another body is 409 IDEMPOTENCY_KEY_REUSED; while the first still runs, " +
      "409 IDEMPOTENCY_IN_PROGRESS. Secrets in an answer (a rotated API key, an invitation link) are never kept: " +
      "their replay leaves them out and lists them in `redacted`.",
    schema: { type: "string", minLength: 1, maxLength: 255 },
  };
  return [...params, ...queryParams, ...(route.method === "POST" ? [idempotencyKey] : [])];
}

function operation(route: RouteSpec) {
  const success = String(route.successStatus ?? 200);
  const requestBody = route.body
    ? {
        required: true,
        content: {
          "application/json": {
            schema: jsonSchema(route.body, "input"),
            ...(route.requestExample ? { example: route.requestExample } : {}),
          },
        },
      }
    : route.multipart
      ? { required: true, content: { "multipart/form-data": { schema: jsonSchema(route.multipart, "input") } } }
      : undefined;
  return {
    operationId: route.operationId,
    summary: route.operation ? `${route.operation}. ${route.summary}` : route.summary,
    description: [
      route.description,
      route.operation
        ? `Spec operation ${route.operation}.`
        : "Extension route: not part of the spec; the console uses it, and clients may too.",
    ]
      .filter(Boolean)
      .join("\n\n"),
    tags: [route.tag],
    ...(route.auth === "none" ? { security: [] } : {}),
    parameters: parameters(route),
    ...(requestBody ? { requestBody } : {}),
    responses: {
      [success]: {
        description: success === "202" ? "Accepted" : "OK",
        content: route.responseType
          ? { [route.responseType]: { schema: { type: "string" } } }
          : {
              "application/json": {
                schema: route.response ? jsonSchema(route.response, "output") : {},
                ...(route.responseExample ? { example: route.responseExample } : {}),
              },
            },
      },
      ...errorResponses(route),
    },
  };
}

export function buildOpenApiDocument(routes: RouteSpec[] = ROUTES) {
  components = {};
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) (paths[route.path] ??= {})[route.method.toLowerCase()] = operation(route);
  return {
    openapi: "3.1.0",
    info: {
      title: "Organization Advertising API",
      version: "1.0.0",
      description:
        "Advertising platform API scoped by organization. The console uses the same routes. Authenticate with " +
        "`Authorization: Bearer oak_…` (a member's API key) or the console's session cookie.",
    },
    servers: [{ url: "/" }],
    security: [{ apiKey: [] }, { session: [] }],
    tags: [...new Set(routes.map((r) => r.tag))].map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: {
        apiKey: { type: "http", scheme: "bearer", description: "A member's API key: oak_ + 40 base62 characters" },
        session: { type: "apiKey", in: "cookie", name: "next-auth.session-token" },
      },
      schemas: { Error: jsonSchema(errorBodySchema, "output"), ...components },
    },
  };
}
