import "server-only";
import type { NextRequest } from "next/server";
import type { z } from "zod";
import type { RouteSpec } from "@/lib/openapi/route-spec";
import type { AuditAction } from "@/lib/audit/actions";
import { syncServingInRequest, type ServingScope } from "@/lib/serving/sync-serving";
import type { SessionCaller, UserCaller } from "./authenticate";
import {
  withCaller,
  withIntegration,
  withPerson,
  type ServingCaller,
  withOrganization,
  withPublic,
  type Base,
  type OrganizationContext,
  type ChangeEventOption,
  type OrganizationAccessOptions,
  type Parsed,
  type PersonOptions,
  type RouteContext,
  type Schemas,
  type Shape,
  type WriteOptions,
} from "./handler";
import { methodsNotAllowed } from "./not-allowed";
import { batchItems } from "./batch-items";
import { pageResponse, type Page } from "@/lib/api/pagination";

// An operation is one object: what the OpenAPI document says about it (method, path, summary, schemas, reasons,
// examples), who may call it, how its change is audited, and `run`, which answers data. From it come the route's
// exports (routeOf), its entry in the OpenAPI document (lib/openapi/registry.ts lists the operations), and the
// server-side caller console pages prefetch through (lib/http/server-call.ts), which runs the same handler.

type Method = RouteSpec["method"];
type Docs = Omit<RouteSpec, "method" | "auth" | "params" | "query" | "body">;

/**
 * How a change is audited, which a write cannot leave out: its typed action (or the action as a function of the
 * path parameters), `null` for a write whose every call is itself the stored record (no entry), or `ingest`. A
 * read has none.
 */
type Audited<S extends Schemas> =
  | { method: "GET"; audit?: never; ingest?: true }
  | { method: Exclude<Method, "GET">; audit: AuditAction | ((params: Parsed<S>["params"]) => AuditAction) | null; ingest?: never }
  | { method: Exclude<Method, "GET">; ingest: true; audit?: never };

type Definition<S extends Schemas> = Docs &
  Omit<WriteOptions, "audit" | "ingest"> &
  Audited<S> & {
    params?: S["params"];
    query?: S["query"];
    body?: S["body"];
    /**
     * A list answered a page at a time: `run` returns a Page. "link" sends the items as an array with the next
     * page in a Link header (the spec's lists), "items" sends `{ items, nextCursor }`.
     */
    pagination?: "link" | "items";
  };

/** What `run` may answer: the body (serialized as JSON with the operation's success status), or a Response of its own. */
type Answer<R> = Promise<R | Response>;

type PublicDefinition<S extends Schemas, R> = Definition<S> & {
  /** How the document says it is authenticated: "none", or "metricsToken" (the operator's scrape token, checked by `run`). */
  auth?: "none" | "metricsToken";
  run: (ctx: Base & Parsed<S>) => Answer<R>;
};
type PublicOperation<S extends Schemas = Schemas, R = unknown> = PublicDefinition<S, R> & { access: "public" };

type CallerContext<S extends Schemas> = Base & Parsed<S> & { caller: UserCaller };
type CallerDefinition<S extends Schemas, R> = Definition<S> & { run: (ctx: CallerContext<S>) => Answer<R> };
type CallerOperation<S extends Schemas = Schemas, R = unknown> = CallerDefinition<S, R> & { access: "caller" };

type PersonContext<S extends Schemas> = Base & Parsed<S> & { caller: SessionCaller };
type PersonDefinition<S extends Schemas, R> = Definition<S> & PersonOptions & { run: (ctx: PersonContext<S>) => Answer<R> };
type PersonOperation<S extends Schemas = Schemas, R = unknown> = PersonDefinition<S, R> & { access: "person"; auth: "session" };

type IntegrationContext<S extends Schemas> = Base & Parsed<S> & { caller: ServingCaller; actorId: string };
type IntegrationDefinition<S extends Schemas, R> = Definition<S> & { run: (ctx: IntegrationContext<S>) => Answer<R> };
type IntegrationOperation<S extends Schemas = Schemas, R = unknown> = IntegrationDefinition<S, R> & { access: "integration" };

// `person: true` (the caller's own settings within the organization) is reached by a session only, so `run` is given
// the session and cannot be written for a key.
type OrganizationDefinition<S extends Schemas, R> = Definition<S> &
  Omit<OrganizationAccessOptions<S>, "person"> &
  ChangeEventOption & {
    /**
     * What the write may change of the serving feed: the campaigns, organizations or promoted apps whose feed items
     * the serving sync reads again after `run`, in the change's own transaction (the feed's rows commit with the
     * change or not at all; a dry run keeps neither). Declared here, not called by hand in `run`.
     */
    serving?: (input: { organizationId: string; params: Parsed<S>["params"] }) => ServingScope;
  } & (
    | { person?: false; run: (ctx: OrganizationContext<S>) => Answer<R> }
    | { person: true; run: (ctx: Omit<OrganizationContext<S>, "caller"> & { caller: SessionCaller }) => Answer<R> }
  );
type OrganizationOperation<S extends Schemas = Schemas, R = unknown> = OrganizationDefinition<S, R> & { access: "organization" };

/* eslint-disable @typescript-eslint/no-explicit-any -- any operation, whatever its schemas and answer */
export type Operation = Omit<Definition<any>, "method" | "audit" | "ingest"> &
  Pick<WriteOptions, "audit" | "ingest"> & {
    method: Method;
    access: "public" | "caller" | "person" | "integration" | "organization";
    run: (ctx: any) => Answer<unknown>;
  } & Partial<Record<keyof OrganizationAccessOptions<Schemas>, unknown>> &
  PersonOptions;
/* eslint-enable @typescript-eslint/no-explicit-any */

// Each schema is its own type parameter, so TypeScript infers it from the definition's property and types `run`'s input.
type Query = z.ZodType | undefined;
type NoParams = Record<never, z.ZodType>;
type Body = z.ZodType | undefined;

/** Routes anyone may call (sign-up, the OpenAPI document). */
export function publicOperation<P extends Shape = NoParams, Q extends Query = undefined, B extends Body = undefined, R = unknown>(
  definition: PublicDefinition<{ params: P; query: Q; body: B }, R>,
): PublicOperation<{ params: P; query: Q; body: B }, R> {
  return { auth: "none", ...definition, access: "public" };
}

/**
 * Routes about the signed-in person's own account (profile, password, sessions, second factors): their console
 * session only. A key of any kind speaks for one organization's API (or the serving routes), never for the person
 * who holds it, so it is 403 SESSION_REQUIRED here; `run` is given the session. `reauthenticate` marks a change
 * that adds or removes a second factor: it needs the person proven on this session in the last 10 minutes.
 */
export function personOperation<P extends Shape = NoParams, Q extends Query = undefined, B extends Body = undefined, R = unknown>(
  definition: PersonDefinition<{ params: P; query: Q; body: B }, R>,
): PersonOperation<{ params: P; query: Q; body: B }, R> {
  const { reauthenticate, reasons = [], description } = definition;
  return {
    ...definition,
    auth: "session",
    ...(reauthenticate
      ? {
          reasons: [...reasons, "REAUTHENTICATION_REQUIRED"],
          description: [
            description,
            "Adds or removes a second factor: the session must have proven its person in the last 10 minutes (signing in, or POST /api/auth/reauthenticate), else 403 REAUTHENTICATION_REQUIRED.",
          ]
            .filter(Boolean)
            .join(" "),
        }
      : {}),
    access: "person",
  };
}

/**
 * Routes for a signed-in person outside one organization that a member's key may call as well, each for what a key
 * speaks for: the key's one organization (the list of the caller's organizations), or a reviewer's platform rights
 * (the review queues, integration keys). No service account.
 */
export function callerOperation<P extends Shape = NoParams, Q extends Query = undefined, B extends Body = undefined, R = unknown>(
  definition: CallerDefinition<{ params: P; query: Q; body: B }, R>,
): CallerOperation<{ params: P; query: Q; body: B }, R> {
  return { ...definition, access: "caller" };
}

/**
 * Routes the serving system calls, outside any organization: the platform integration key (its only rights) or
 * a platform reviewer. `actorId` is whoever acted (the key's id or the reviewer's).
 */
export function integrationOperation<P extends Shape = NoParams, Q extends Query = undefined, B extends Body = undefined, R = unknown>(
  definition: IntegrationDefinition<{ params: P; query: Q; body: B }, R>,
): IntegrationOperation<{ params: P; query: Q; body: B }, R> {
  return { ...definition, access: "integration" };
}

/** Routes under /api/core/organization/{organizationId}: membership, its expiry and the permission come first. */
export function organizationOperation<P extends Shape = NoParams, Q extends Query = undefined, B extends Body = undefined, R = unknown>(
  definition: OrganizationDefinition<{ params: P; query: Q; body: B }, R>,
): OrganizationOperation<{ params: P; query: Q; body: B }, R> {
  return { ...definition, ...(definition.person ? { auth: "session" as const } : {}), access: "organization" };
}

/** The data an operation answers (what the server-side caller returns). */
export type OutputOf<O> = O extends { run: (ctx: never) => Answer<infer R> } ? R : never;

/** A route handler; the route context may be left out where the path has no parameters (a test calling the 404 of a method). */
type Handler = (req: NextRequest, route?: RouteContext) => Promise<Response>;

const NO_PARAMS: RouteContext = { params: Promise.resolve({}) };

function respond(operation: Operation, req: NextRequest, answer: unknown): Response {
  if (answer instanceof Response) return answer;
  if (operation.pagination) return pageResponse(req, answer as Page<unknown>, operation.pagination);
  return Response.json(answer, { status: operation.successStatus ?? 200 });
}

const handlers = new WeakMap<Operation, Handler>();

/** The route handler of one operation: the wrapper its `access` names, then `run`, then its answer. */
export function handlerOf(operation: Operation): Handler {
  const known = handlers.get(operation);
  if (known) return known;
  let wrapped: (req: NextRequest, route: RouteContext) => Promise<Response>;
  switch (operation.access) {
    case "public":
      wrapped = withPublic(async (ctx) => respond(operation, ctx.req, await operation.run(ctx)), operation);
      break;
    case "caller":
      wrapped = withCaller(async (ctx) => respond(operation, ctx.req, await operation.run(ctx)), operation);
      break;
    case "person":
      wrapped = withPerson(async (ctx) => respond(operation, ctx.req, await operation.run(ctx)), operation);
      break;
    case "integration":
      wrapped = withIntegration(async (ctx) => respond(operation, ctx.req, await operation.run(ctx)), operation);
      break;
    case "organization": {
      const { serving } = operation as OrganizationOperation<Schemas>;
      wrapped = withOrganization(async (ctx) => {
        const answer = await operation.run(ctx);
        if (serving) {
          // An operation of an atomic batch or a plan: the batch syncs all its operations' scopes at once.
          const deferred = batchItems.get(ctx.req)?.shared?.servingSync;
          if (deferred) deferred.add(serving(ctx));
          else await syncServingInRequest(serving(ctx));
        }
        return respond(operation, ctx.req, answer);
      }, operation as OrganizationOperation<Schemas>);
      break;
    }
  }
  const handler: Handler = (req, route = NO_PARAMS) => wrapped(req, route);
  handlers.set(operation, handler);
  return handler;
}

/**
 * The serving scope an organization's operation declares for these path parameters (the batch's, as sent: its
 * operations' ids are strings the route's schemas leave as they are), or undefined when it declares none.
 */
export function servingScopeOf(operation: Operation, params: Record<string, string>): ServingScope | undefined {
  if (operation.access !== "organization") return undefined;
  const { serving } = operation as OrganizationOperation<Schemas>;
  return serving?.({ organizationId: params.organizationId, params: params as Parsed<Schemas>["params"] });
}

type RouteExports = Record<Method, Handler>;

/**
 * A route file's exports: one handler per operation, and the common 404 METHOD_NOT_ALLOWED for the other methods.
 *   const { GET, POST, PUT, PATCH, DELETE } = routeOf(listRoles, createRole);
 *   export { GET, POST, PUT, PATCH, DELETE };
 */
export function routeOf(...operations: Operation[]): RouteExports {
  const paths = new Set(operations.map((operation) => operation.path));
  if (paths.size !== 1) throw new Error(`routeOf: one path per route file, got ${[...paths].join(", ")}`);
  const methods = operations.map((operation) => operation.method);
  if (new Set(methods).size !== methods.length) throw new Error(`routeOf: two operations for one method on ${[...paths][0]}`);
  const notAllowed = methodsNotAllowed(...methods);
  const exports = {} as RouteExports;
  for (const method of ["GET", "POST", "PUT", "PATCH", "DELETE"] as const) {
    const operation = operations.find((candidate) => candidate.method === method);
    exports[method] = operation ? handlerOf(operation) : async (req) => notAllowed[method](req);
  }
  return exports;
}
