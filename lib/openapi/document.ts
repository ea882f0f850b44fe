import { z } from "zod";
import { errorBodySchema } from "@/lib/api/error-body-schema";
import { REASONS, type Reason } from "@/lib/api/reasons";
import type { RouteSpec, WebhookSpec } from "./route-spec";
import { TAG_DESCRIPTIONS } from "./tags";

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

/** A `$defs` key zod made up for an unnamed recursive schema, as opposed to a schema's `.meta({ id })`. */
const GENERATED_NAME = /^__schema\d+$/;

function hoistDefinitions(schema: JsonSchema, io: "input" | "output"): JsonSchema {
  const { $defs, ...rest } = schema as { $defs?: Record<string, JsonSchema> };
  if (!$defs) return rest;
  const names = new Map<string, string>();
  for (const [name, definition] of Object.entries($defs)) {
    const described =
      typeof definition.description === "string" && /^\w+$/.test(definition.description) ? definition.description : "Schema";
    names.set(name, GENERATED_NAME.test(name) ? described : name);
  }
  // A name already taken by another shape moves on (a named schema's differing request side to `<Id>Input`, then
  // numbers); definitions refer to each other, so they are compared once rewritten, until no name moves.
  for (let moved = true; moved;) {
    moved = false;
    for (const [name, definition] of Object.entries($defs)) {
      const current = names.get(name)!;
      if (!(current in components) || sameJson(components[current], rewriteRefs(definition, names))) continue;
      const base =
        io === "input" && !GENERATED_NAME.test(name) && !current.endsWith("Input") ? `${name}Input` : current.replace(/\d+$/, "");
      let next = base;
      for (let n = 2; next in components && !sameJson(components[next], rewriteRefs(definition, names)); n++) next = `${base}${n}`;
      if (next !== current) {
        names.set(name, next);
        moved = true;
      }
    }
  }
  for (const [name, definition] of Object.entries($defs)) components[names.get(name)!] = rewriteRefs(definition, names) as JsonSchema;
  return rewriteRefs(rest, names) as JsonSchema;
}

function sameJson(a: unknown, b: unknown) {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * What zod emits, made plain for code generators: a `format` (date-time, email, uri) says what the string is, so
 * the long pattern zod adds beside it goes; a query integer (`limit`) is declared an integer, not the digits it
 * arrives as.
 */
function tidy(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(tidy);
  if (!value || typeof value !== "object") return value;
  const node = Object.fromEntries(Object.entries(value).map(([key, item]) => [key, tidy(item)])) as JsonSchema;
  if (typeof node.format === "string" || node.type === "integer") delete node.pattern;
  return node.contentEncoding === "binary" ? binary(node) : node;
}

/**
 * A file (zod's z.file(), which it writes `contentEncoding: binary`, not a JSON Schema encoding) as OpenAPI 3.1
 * describes raw bytes: a string of contentMediaType application/octet-stream and no contentEncoding (the part is sent
 * as it is, not base64). `format: binary` stays beside it: generators that read only 3.0's word type it Blob from it.
 */
function binary({ contentEncoding: _binary, ...node }: JsonSchema): JsonSchema {
  return { ...node, type: "string", format: "binary", contentMediaType: "application/octet-stream" };
}

function jsonSchema(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: "any", target: "draft-2020-12" }) as JsonSchema;
  return hoistDefinitions(tidy(rest) as JsonSchema, io);
}

const ERROR_TEXT: Record<number, string> = {
  400: "Bad request: malformed JSON, failed validation (reason VALIDATION_FAILED, with details), bad path id",
  401: "Unauthorized: no, unknown or revoked key or session; reason API_KEY_EXPIRED for an expired key",
  403: "Forbidden: NOT_A_MEMBER, MEMBERSHIP_EXPIRED, PERMISSION_DENIED, IP_NOT_ALLOWED, CROSS_ORIGIN_REQUEST",
  404: "Not found in this organization",
  409: "Conflict: the resource's state does not allow it",
  410: "Gone: what the request points at is no longer kept",
  429: "Too many requests: the API key's rate limit (Retry-After, RateLimit-* headers)",
  500: "Internal server error: the message carries the request id",
  503: "Service unavailable: database or storage unreachable",
};

const ONE_ORGANIZATION =
  "An API key speaks for the one organization it was issued in: on any other organization, a child it created among " +
  "them, it is NOT_A_MEMBER";

const PERSON_ONLY =
  "This is the signed-in person's own account: only their console session reaches it. Any API key (a member's, a " +
  "service account's, an integration key) speaks for one organization's API or the serving routes, never for the " +
  "person, and is SESSION_REQUIRED";

const EVERY_ROUTE: Reason[] = ["VALIDATION_FAILED", "METHOD_NOT_ALLOWED", "CLIENT_CLOSED_REQUEST", "INTERNAL_ERROR", "SERVICE_UNAVAILABLE"];
const WITH_JSON_BODY: Reason[] = ["MALFORMED_JSON", "BODY_TOO_LARGE", "UNSUPPORTED_CONTENT_TYPE"];
// Every POST takes an Idempotency-Key.
const POST: Reason[] = ["IDEMPOTENCY_KEY_REUSED", "IDEMPOTENCY_IN_PROGRESS"];
const AUTHENTICATED: Reason[] = [
  "UNAUTHENTICATED",
  "INVALID_AUTHORIZATION",
  "INVALID_API_KEY",
  "API_KEY_EXPIRED",
  "SESSION_INVALID",
  "IP_NOT_ALLOWED",
  "CROSS_ORIGIN_REQUEST",
  "RATE_LIMITED",
  "INTEGRATION_KEY_NOT_ALLOWED",
];
const IN_ORGANIZATION: Reason[] = ["NOT_A_MEMBER", "MEMBERSHIP_EXPIRED", "TWO_FACTOR_REQUIRED", "PERMISSION_DENIED"];

// A person's own account answers their session only: a key (any kind) is refused before its policy is read.
const SESSION_ONLY: Reason[] = [
  "UNAUTHENTICATED",
  "INVALID_AUTHORIZATION",
  "INVALID_API_KEY",
  "SESSION_INVALID",
  "CROSS_ORIGIN_REQUEST",
  "SESSION_REQUIRED",
];

/** Whether a caller authenticates: with a key or the session (no `auth`), or with the session alone. */
const authenticated = (route: RouteSpec) => route.auth === undefined || route.auth === "session";
/** Whether an API key may authenticate the route (and its answers carry the key's rate limit). */
const keyed = (route: RouteSpec) => route.auth === undefined;

/** Every reason the route can answer: those of every route of its kind, then its own. */
/** Every POST takes an Idempotency-Key, but a receiver's (retries are deduplicated by what they say). */
function idempotent(route: RouteSpec): boolean {
  return route.method === "POST" && !route.ingest;
}

/** Every write takes ?dryRun=true, but those that cannot run in one transaction (uploads) and receivers. */
function dryRunnable(route: RouteSpec): boolean {
  return route.method !== "GET" && route.transaction !== false && !route.ingest;
}

function routeReasons(route: RouteSpec): Reason[] {
  const outside = route.auth === "session" ? [] : keyed(route) ? (["SERVICE_ACCOUNT_NOT_ALLOWED"] as const) : [];
  return [
    ...new Set([
      ...EVERY_ROUTE,
      ...(route.body ? WITH_JSON_BODY : []),
      ...(idempotent(route) ? POST : []),
      ...(route.method !== "GET" && route.transaction === false ? (["DRY_RUN_UNSUPPORTED"] as const) : []),
      ...(route.auth === "session" ? SESSION_ONLY : keyed(route) ? AUTHENTICATED : []),
      ...(route.path.includes("{organizationId}") ? IN_ORGANIZATION : outside),
      ...(route.path.includes("{") ? (["NOT_FOUND"] as const) : []),
      ...(route.reasons ?? []),
    ]),
  ];
}

const header = (description: string, schema: JsonSchema) => ({ description, schema });

/** Response headers, declared once and referenced by each answer that carries them. */
const HEADERS = {
  "X-Request-Id": header("Id of this request, also in the server's log lines and in a 500's message", { type: "string" }),
  "RateLimit-Limit": header("Requests the API key may make in the current window (sent when a key authenticates)", {
    type: "integer",
    minimum: 0,
  }),
  "RateLimit-Remaining": header("Requests left to the API key in the current window (sent when a key authenticates)", {
    type: "integer",
    minimum: 0,
  }),
  "RateLimit-Reset": header("Seconds until the API key's window starts again (sent when a key authenticates)", {
    type: "integer",
    minimum: 0,
  }),
  "Retry-After": header("Seconds to wait before trying again", { type: "integer", minimum: 0 }),
  "Idempotent-Replayed": header("true when the answer is the replay of an earlier request with the same Idempotency-Key", {
    type: "string",
    enum: ["true"],
  }),
  "Dry-Run": header("true when the request asked dryRun=true: nothing it answers about was written", {
    type: "string",
    enum: ["true"],
  }),
  Link: header('The next page: `<path?…&cursor=…>; rel="next"`; absent on the last page', { type: "string" }),
} satisfies Record<string, { description: string; schema: JsonSchema }>;
type HeaderName = keyof typeof HEADERS;

function headers(names: HeaderName[]) {
  return Object.fromEntries(names.map((name) => [name, { $ref: `#/components/headers/${name}` }]));
}

/** Headers every answer of the route carries: the request id, and the key's rate limit on authenticated routes. */
function commonHeaders(route: RouteSpec): HeaderName[] {
  return ["X-Request-Id", ...(keyed(route) ? (["RateLimit-Limit", "RateLimit-Remaining", "RateLimit-Reset"] as const) : [])];
}

function errorResponses(route: RouteSpec) {
  const reasons = routeReasons(route);
  const statuses = new Set<number>([
    400,
    ...(route.errors ?? []),
    ...(idempotent(route) ? [409] : []),
    ...reasons.map((reason) => REASONS[reason].status),
  ]);
  if (keyed(route)) [401, 403, 429].forEach((s) => statuses.add(s));
  else if (authenticated(route)) [401, 403].forEach((s) => statuses.add(s));
  if (route.path.includes("{")) statuses.add(404);
  statuses.add(503);
  return Object.fromEntries(
    [...statuses].sort().map((status) => {
      const own = reasons.filter((reason) => REASONS[reason].status === status);
      return [
        String(status),
        {
          description: [
            ERROR_TEXT[status] ?? "Error",
            status === 403 && keyed(route) ? ONE_ORGANIZATION : "",
            status === 403 && route.auth === "session" ? PERSON_ONLY : "",
            own.length ? `Reasons: ${own.join(", ")}.` : "",
          ]
            .filter(Boolean)
            .join(". "),
          headers: headers([...commonHeaders(route), ...(status === 429 || status === 503 ? (["Retry-After"] as const) : [])]),
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
  const dryRun = {
    name: "dryRun",
    in: "query",
    required: false,
    description:
      "true: run every check this write makes (parsing, permission, state, limits) and answer what it would answer, " +
      "with the header Dry-Run: true, writing nothing: no row, audit entry, event, serving change or mail. No " +
      "Idempotency-Key is taken or kept.",
    schema: { type: "boolean" },
  };
  return [...params, ...queryParams, ...(dryRunnable(route) ? [dryRun] : []), ...(idempotent(route) ? [idempotencyKey] : [])];
}

/** The schema itself when it is a reference to a component. */
function resolved(schema: JsonSchema): JsonSchema {
  const ref = schema.$ref;
  return typeof ref === "string" ? (components[ref.slice("#/components/schemas/".length)] ?? schema) : schema;
}

function operation(route: RouteSpec) {
  const success = String(route.successStatus ?? 200);
  const responseSchema = route.response ? jsonSchema(route.response, "output") : {};
  const successHeaders: HeaderName[] = [
    ...commonHeaders(route),
    ...(idempotent(route) ? (["Idempotent-Replayed"] as const) : []),
    ...(dryRunnable(route) ? (["Dry-Run"] as const) : []),
    // A spec list answers the array and puts the next page in Link.
    ...(resolved(responseSchema).type === "array" ? (["Link"] as const) : []),
  ];
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
      ? {
          required: true,
          content: {
            "multipart/form-data": {
              schema: jsonSchema(route.multipart, "input"),
              ...(route.multipartEncoding ? { encoding: route.multipartEncoding } : {}),
            },
          },
        }
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
    ...(route.auth === "none"
      ? { security: [] }
      : route.auth === "metricsToken"
        ? { security: [{ metricsToken: [] }] }
        : route.auth === "session"
          ? { security: [{ session: [] }] }
          : {}),
    parameters: parameters(route),
    ...(requestBody ? { requestBody } : {}),
    responses: {
      [success]: {
        description: success === "202" ? "Accepted" : "OK",
        headers: headers(successHeaders),
        content: route.responseType
          ? {
              [route.responseType]: {
                schema: route.responseType.startsWith("text/") ? { type: "string" } : { type: "string", format: "binary" },
              },
            }
          : {
              "application/json": {
                schema: responseSchema,
                ...(route.responseExample ? { example: route.responseExample } : {}),
              },
            },
      },
      ...errorResponses(route),
    },
  };
}

/** The headers every webhook delivery carries (the Standard Webhooks scheme). */
const WEBHOOK_HEADERS = [
  ["webhook-id", "The event's id (its `_id`): a delivery may come more than once, dedupe on it"],
  ["webhook-timestamp", "When this try was sent, in seconds since 1970: refuse one too far from your clock"],
  [
    "webhook-signature",
    "`v1,<base64 HMAC-SHA256 of id.timestamp.body>` per signing secret in force, separated by spaces (two while a rotated secret overlaps)",
  ],
] as const;

/** One event type POSTed to the organization's webhook endpoints: its payload is the events API's Event. */
function webhookOperation(webhook: WebhookSpec) {
  return {
    operationId: webhook.operationId,
    summary: webhook.summary,
    description: webhook.description,
    tags: ["Webhooks"],
    security: [],
    parameters: WEBHOOK_HEADERS.map(([name, description]) => ({
      name,
      in: "header",
      required: true,
      description,
      schema: { type: "string" },
    })),
    requestBody: {
      required: true,
      content: {
        "application/json": {
          schema: { $ref: "#/components/schemas/Event" },
          ...(webhook.example === undefined ? {} : { example: webhook.example }),
        },
      },
    },
    responses: {
      "2XX": { description: "Received: any 2xx answer within 10 s ends the delivery" },
      "4XX": { description: "Refused: tried again later, like any answer outside 2xx (and like no answer)" },
      "5XX": { description: "Failed: tried again later, as the retry schedule says" },
    },
  };
}

/** The OpenAPI document of `routes` (lib/openapi/registry.ts builds it from every operation: openApiDocument). */
export function buildOpenApiDocument(routes: RouteSpec[], webhooks: WebhookSpec[] = []) {
  components = {};
  // Answers first, so a named schema's answer shape takes the plain name and a differing request shape `<Id>Input`.
  for (const route of routes) if (route.response) jsonSchema(route.response, "output");
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) (paths[route.path] ??= {})[route.method.toLowerCase()] = operation(route);
  return {
    openapi: "3.1.0",
    info: {
      title: "Organization Advertising API",
      version: "1.0.0",
      // No licence is granted for the API or its description: the project is not published under one.
      license: { name: "Proprietary", identifier: "LicenseRef-Proprietary" },
      description:
        "Advertising platform API scoped by organization. The console uses the same routes. Authenticate with " +
        "`Authorization: Bearer oak_…` (a member's API key), `Bearer osk_…` (a service account's key) or the console's " +
        "session cookie. An API key belongs to one membership or service account and speaks for that one organization " +
        "only: on every other organization, one it created included, it is 403 NOT_A_MEMBER; use the session, or a key " +
        "issued in that organization. A service account's key acts with the account's role and never as a person: routes " +
        "outside an organization, and an organization's person-only routes (/me), answer 403 SERVICE_ACCOUNT_NOT_ALLOWED. " +
        "No key reaches a person's own account (profile, password, sessions, second factors and passkeys, notification " +
        "settings, creating organizations): those routes answer the console session only, a key 403 SESSION_REQUIRED. " +
        "Adding or removing a second factor also needs the session to have proven its person in the last 10 minutes " +
        "(signing in, or POST /api/auth/reauthenticate), else 403 REAUTHENTICATION_REQUIRED.",
    },
    servers: [{ url: "/" }],
    security: [{ apiKey: [] }, { session: [] }],
    tags: [...new Set(routes.map((r) => r.tag))].map((name) => ({ name, description: TAG_DESCRIPTIONS[name] })),
    paths,
    webhooks: Object.fromEntries(webhooks.map((webhook) => [webhook.name, { post: webhookOperation(webhook) }])),
    components: {
      securitySchemes: {
        apiKey: {
          type: "http",
          scheme: "bearer",
          description:
            "A member's API key: oak_ + 40 base62 characters. It speaks for the one organization whose member was " +
            "issued it, with that member's role: routes of any other organization (one it created through POST " +
            "/api/core/organizations among them) answer 403 NOT_A_MEMBER. Outside an organization it reaches only the list " +
            "of the caller's organizations (its own one) and, for a platform reviewer's key, the review routes; the " +
            "person's own account is 403 SESSION_REQUIRED. A service account's key (osk_ + 40 base62 characters) speaks for the account's role in its " +
            "organization, with its own policy. Requests with a key are rate limited (RateLimit-* headers).",
        },
        session: {
          type: "apiKey",
          in: "cookie",
          name: "next-auth.session-token",
          description: "The console's session: every organization the user is a member of. Writes must come from the same origin.",
        },
        metricsToken: {
          type: "http",
          scheme: "bearer",
          description: "The operator's METRICS_TOKEN (an environment variable of the server), for /api/metrics only",
        },
      },
      headers: HEADERS,
      schemas: { Error: jsonSchema(errorBodySchema, "output"), ...components },
    },
  };
}
