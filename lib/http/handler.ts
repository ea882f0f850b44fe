import "server-only";
import { randomUUID } from "node:crypto";
import type { NextRequest } from "next/server";
import { z } from "zod";
import { prisma } from "@/lib/db/client";
import { objectIdSchema } from "@/lib/object-id-schema";
import { REVIEWER_ONLY_ACTIONS, type Action } from "@/lib/permissions/catalogue";
import { isPermissionId } from "@/lib/permissions/permission-ids";
import { appsReached, grantsBelow, organizationTarget } from "@/lib/permissions/statements";
import {
  authenticate,
  authenticateIntegration,
  type Caller,
  type IntegrationCaller,
  type SessionCaller,
  type UserCaller,
} from "./authenticate";
import { ApiError, errorResponse, forbidden, notFound } from "@/lib/api/errors";
import { toApiError } from "@/lib/api/error-mapping";
import { enforceKeyPolicy } from "./key-policy";
import { assertSameOrigin } from "./same-origin";
import { assertCleanText, readJson } from "./read-json";
import { parseOrThrow } from "@/lib/api/validation";
import { clientIp } from "@/lib/api/client-ip";
import { hashRequest, idempotencyKeyOf } from "./idempotency";
import { logger } from "@/lib/api/logger";
import { loadMembership } from "./organization-access";
import { organizationAccess, serviceAccountAccess, type MembershipRow } from "@/lib/permissions/organization-access";
import { observeRequest } from "@/lib/api/metrics";
import { runWithContext, type RequestContext } from "@/lib/db/request-context";
import { runWrite } from "./write-request";
import { batchItems } from "./batch-items";
import type { AuditAction } from "@/lib/audit/actions";
import type { ChangeEventType } from "@/lib/events/event-types";
import { recordChangeEvent } from "./change-event";
import { assertTwoFactorMet } from "@/lib/auth/two-factor/enforcement";
import { assertReauthenticated } from "@/lib/auth/reauthentication";

// Every route handler goes through one of these wrappers. In order: request id, authentication (session or
// key), key policy (expiry, IP, rate limit), same-origin check for cookies, organization membership and its
// expiry, permission, then zod parsing of path, query and body; a state-changing request then runs in one
// transaction with its audit entry (and its Idempotency-Key, for a POST); every error becomes the common error
// object, and every answer is logged and counted by route and status.

export type RouteContext = { params: Promise<Record<string, string | string[] | undefined>> };
export type Shape = Record<string, z.ZodType>;
export type Schemas = { params?: Shape; query?: z.ZodType; body?: z.ZodType };

export type Parsed<S extends Schemas> = {
  params: S["params"] extends Shape ? z.output<z.ZodObject<S["params"]>> : Record<string, never>;
  query: S["query"] extends z.ZodType ? z.output<S["query"]> : undefined;
  body: S["body"] extends z.ZodType ? z.output<S["body"]> : undefined;
};

export type Base = { req: NextRequest; requestId: string };

/** What every wrapper takes besides its schemas. */
export type WriteOptions = {
  /**
   * The audit action of a change (a function of the path parameters where it depends on them); null for a write
   * whose every call is itself the stored record (a device's SKAdNetwork postback): it writes no entry. Required on
   * a write operation (lib/http/operation.ts); a read has none.
   */
  audit?: AuditAction | ((params: any) => AuditAction) | null; // eslint-disable-line @typescript-eslint/no-explicit-any
  /**
   * false when the handler's work cannot run inside one transaction (uploads): it records its own audit entry.
   * "items": the handler runs other operations, each through this wrapper with its own transaction and audit entry
   * (a batch); it opens any transaction they share itself, and passes a dry run on to each of them.
   */
  transaction?: boolean | "items";
  /**
   * Top-level fields of the answer that hold a secret (a new API key, a link carrying a token). They are never
   * stored for an Idempotency-Key replay: the replay leaves them out and names them in `redacted`.
   */
  secrets?: string[];
  /** The route's path template (the operation's `path`, e.g. /api/core/organization/{organizationId}), for logs and metrics. */
  path: string;
  /**
   * A high-volume receiver whose every call is itself the stored record (attribution postbacks): its writes run in
   * transactions of its own, with no audit entry, no Idempotency-Key (retries are deduplicated by what they say)
   * and no authentication-cache settling (it changes no key, role or membership).
   */
  ingest?: true;
};

const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

function queryObject(req: NextRequest): Record<string, string> {
  const query = Object.fromEntries(req.nextUrl.searchParams.entries());
  assertCleanText(query, "query");
  // dryRun belongs to every write, not to one operation's query (change() reads it)
  if (WRITE_METHODS.has(req.method)) delete query.dryRun;
  return query;
}

const dryRunQuery = z.object({ dryRun: z.enum(["true", "false"]).optional() });

/** Whether a write asks to be run and rolled back (?dryRun=true). */
function dryRunOf(req: NextRequest): boolean {
  const dryRun = req.nextUrl.searchParams.get("dryRun") ?? undefined;
  return parseOrThrow(dryRunQuery, { dryRun }, "query").dryRun === "true";
}

// A route's path parameters as one object schema, built on its first request rather than on every one (zod
// compiles an object's parser the first time it parses).
const paramSchemas = new WeakMap<Shape, z.ZodType>();

function parseParams<S extends Schemas>(rawParams: Record<string, unknown>, schemas: S) {
  if (!schemas.params) return {} as Parsed<S>["params"];
  let schema = paramSchemas.get(schemas.params);
  if (!schema) paramSchemas.set(schemas.params, (schema = z.object(schemas.params)));
  return parseOrThrow(schema, rawParams, "path parameter") as Parsed<S>["params"];
}

const rawBodies = new WeakMap<NextRequest, unknown>();

async function parseRequest<S extends Schemas>(req: NextRequest, schemas: S) {
  const query = schemas.query ? parseOrThrow(schemas.query, queryObject(req), "query") : undefined;
  let body: unknown;
  if (schemas.body) {
    const raw = await readJson(req);
    rawBodies.set(req, raw);
    body = parseOrThrow(schemas.body, raw, "body");
  }
  return { query, body } as Pick<Parsed<S>, "query" | "body">;
}

async function parseInput<S extends Schemas>(req: NextRequest, rawParams: Record<string, unknown>, schemas: S) {
  return { params: parseParams(rawParams, schemas), ...(await parseRequest(req, schemas)) } as Parsed<S>;
}

type Work = (context: RequestContext, headers: Record<string, string>) => Promise<Response>;

async function run(req: NextRequest, work: Work, template: string) {
  const started = performance.now();
  const item = batchItems.get(req);
  const requestId = item?.batchId ?? randomUUID();
  const method = req.method;
  const context: RequestContext = {
    requestId,
    ip: clientIp(req.headers),
    ...(item ? { inBatch: true } : {}),
    ...(item?.shared ? { tx: item.shared.tx } : {}),
  };
  const headers: Record<string, string> = {};
  let response: Response;
  try {
    response = await runWithContext(context, () => work(context, headers));
  } catch (error) {
    // A client that went away mid-request is not a server fault: answer (nobody reads it) without logging.
    response = errorResponse(
      req.signal.aborted ? new ApiError(400, "The client closed the request.", "CLIENT_CLOSED_REQUEST") : toApiError(error, requestId),
    );
  }
  response.headers.set("X-Request-Id", requestId);
  for (const [name, value] of Object.entries(headers)) if (!response.headers.has(name)) response.headers.set(name, value);
  if (!response.headers.has("Cache-Control")) response.headers.set("Cache-Control", "no-store");
  response.headers.set("X-Content-Type-Options", "nosniff");
  const seconds = (performance.now() - started) / 1000;
  observeRequest(method, template, response.status, seconds);
  logger.info({ requestId, method, route: template, status: response.status, durationMs: Math.round(seconds * 1000) }, "request");
  return response;
}

/** Runs a state-changing request in its transaction with its audit entry and Idempotency-Key; reads as is. */
async function change(
  req: NextRequest,
  context: RequestContext,
  caller: Caller | IntegrationCaller | null,
  audit: () => { action: AuditAction | null | undefined; organizationId: string | null; targetId: string | null },
  options: Pick<WriteOptions, "transaction" | "secrets" | "ingest">,
  handler: () => Promise<Response>,
): Promise<Response> {
  if (!WRITE_METHODS.has(req.method) || options.ingest) return handler();
  context.dryRun = dryRunOf(req);
  const raw = rawBodies.get(req);
  const fields = raw && typeof raw === "object" && !Array.isArray(raw) ? Object.keys(raw) : [];
  const { action, ...entry } = audit();
  if (action === undefined) throw new Error(`${req.method} ${req.nextUrl.pathname}: a write without its audit action`);
  if (action === null) context.audited = true;
  else context.audit = { ...entry, action, fields };
  const key = req.method === "POST" ? idempotencyKeyOf(req.headers) : null;
  const callerId = !caller
    ? `anonymous:${context.ip ?? ""}`
    : caller.user
      ? `${caller.user.id}:${caller.apiKey?.id ?? "session"}`
      : caller.via === "integrationKey"
        ? `integration-key:${caller.integrationKey.id}`
        : `service-account:${caller.serviceAccountKey.serviceAccountId}`;
  const body =
    raw === undefined ? `${req.headers.get("content-type") ?? ""};${req.headers.get("content-length") ?? ""}` : JSON.stringify(raw);
  const idempotent =
    key && !context.dryRun
      ? { callerId, key, method: req.method, path: req.nextUrl.pathname, requestHash: hashRequest(req.method, req.nextUrl.pathname, body) }
      : null;
  return runWrite(
    {
      context,
      idempotent,
      transaction: options.transaction === "items" ? "items" : options.transaction !== false,
      secrets: options.secrets ?? [],
      dryRun: context.dryRun,
      shared: batchItems.get(req)?.shared,
    },
    handler,
  );
}

function actorOf(caller: Caller | IntegrationCaller): RequestContext["actor"] {
  if (caller.via === "integrationKey") {
    const { id, name } = caller.integrationKey;
    return { userId: null, apiKeyId: id, via: "integrationKey", integrationKey: { id, name } };
  }
  if (!caller.user) {
    const { id, serviceAccount } = caller.serviceAccountKey;
    return { userId: null, apiKeyId: id, via: "serviceAccount", serviceAccount: { id: serviceAccount.id, name: serviceAccount.name } };
  }
  return { userId: caller.user.id, apiKeyId: caller.apiKey?.id ?? null, via: caller.via };
}

async function authenticated(req: NextRequest, headers: Record<string, string>): Promise<Caller>;
async function authenticated(req: NextRequest, headers: Record<string, string>, integration: true): Promise<Caller | IntegrationCaller>;
async function authenticated(req: NextRequest, headers: Record<string, string>, integration = false) {
  // An operation of a batch: the batch authenticated its caller and charged its key policy.
  const item = batchItems.get(req);
  if (item) return item.caller;
  const caller = integration ? await authenticateIntegration(req) : await authenticate(req);
  Object.assign(headers, await enforceKeyPolicy(caller, req.headers));
  if (caller.via === "session") assertSameOrigin(req.method, req.headers);
  return caller;
}

/**
 * The one skeleton of the routes outside an organization: `identify` says who calls (null: anyone, unasked),
 * `admit` refuses whom the route does not let in (after the caller is known, before the input is read), and the
 * change runs with no organization in its audit entry.
 */
function outsideOrganization<S extends Schemas, C extends Caller | IntegrationCaller | null, A extends C = C>(
  options: S & WriteOptions,
  identify: (req: NextRequest, headers: Record<string, string>) => Promise<C>,
  admit: (caller: C) => A,
  respond: (ctx: Base & Parsed<S>, caller: A) => Promise<Response>,
) {
  const { audit, transaction, secrets, path, ingest, ...schemas } = options;
  return (req: NextRequest, route: RouteContext) =>
    run(
      req,
      async (context, headers) => {
        const identified = await identify(req, headers);
        if (identified) context.actor = actorOf(identified);
        const caller = admit(identified);
        // `schemas` is `options` without the wrapper's own keys: TypeScript cannot type a rest of a generic as S.
        const input = await parseInput(req, await route.params, schemas as unknown as S);
        const action = () => (typeof audit === "function" ? audit(input.params) : audit);
        return change(
          req,
          context,
          caller,
          () => ({ action: action(), organizationId: null, targetId: null }),
          { transaction, secrets, ingest },
          () => respond({ req, requestId: context.requestId, ...input }, caller),
        );
      },
      path,
    );
}

const anyone = async () => null;
const everyone = <C>(caller: C) => caller;

/** Routes anyone may call (sign-up, the OpenAPI document). */
export function withPublic<S extends Schemas>(handler: (ctx: Base & Parsed<S>) => Promise<Response>, options = {} as S & WriteOptions) {
  return outsideOrganization(options, anyone, everyone, (ctx) => handler(ctx));
}

/**
 * A key (a member's oak_, a service account's osk_, the platform's oik_) speaks for one organization's API, or for
 * the serving routes; it never speaks for the person behind it. A person's own account (profile, password,
 * sessions, second factors, notification settings) answers only that person's console session: whoever holds a
 * key of one organization must not be able to turn it into the person's sign-in (register a passkey, enrol an
 * authenticator) and so into every organization of theirs. Any key, once known to be real, is 403 SESSION_REQUIRED.
 */
async function sessionOnly(req: NextRequest): Promise<SessionCaller> {
  const caller = await authenticateIntegration(req);
  if (caller.via !== "session") {
    throw forbidden(
      "This is the signed-in person's own account: it answers their console session only, never an API key.",
      "SESSION_REQUIRED",
    );
  }
  assertSameOrigin(req.method, req.headers);
  return caller;
}

/** What a route about a person's own account takes besides its schemas. */
export type PersonOptions = {
  /**
   * The change adds or removes a second factor: the session must have proven its person (signing in, or POST
   * /api/auth/reauthenticate) within the last 10 minutes, else 403 REAUTHENTICATION_REQUIRED.
   */
  reauthenticate?: boolean;
};

/** Routes about the signed-in person's own account, outside any organization: their session only (see sessionOnly). */
export function withPerson<S extends Schemas>(
  handler: (ctx: Base & Parsed<S> & { caller: SessionCaller }) => Promise<Response>,
  options = {} as S & WriteOptions & PersonOptions,
) {
  const { reauthenticate, ...rest } = options;
  return outsideOrganization(rest, sessionOnly, everyone, async (ctx, caller) => {
    // Read in the change's own transaction, so the stamp the change relies on is the one it sees.
    if (reauthenticate) await assertReauthenticated(caller.sessionId);
    return handler({ ...ctx, caller });
  });
}

/** A service account's key works only in its organization's routes; any other caller passes. */
function notServiceAccount(caller: Caller): UserCaller {
  if (caller.via === "serviceAccount") {
    throw forbidden("A service account's key works only in its organization's routes.", "SERVICE_ACCOUNT_NOT_ALLOWED");
  }
  return caller;
}

/**
 * Routes for a signed-in person outside one organization that a member's key may call too, for what that key
 * speaks for (the key's own organization; a reviewer's key keeps the platform's review rights); no service account.
 */
export function withCaller<S extends Schemas>(
  handler: (ctx: Base & Parsed<S> & { caller: UserCaller }) => Promise<Response>,
  options = {} as S & WriteOptions,
) {
  return outsideOrganization(
    options,
    (req, headers) => authenticated(req, headers),
    notServiceAccount,
    (ctx, caller) => handler({ ...ctx, caller }),
  );
}

/** Whoever the serving system's routes let in: the integration key, or a platform reviewer. */
export type ServingCaller = IntegrationCaller | (UserCaller & { user: { reviewer: true } });

function servingCaller(caller: Caller | IntegrationCaller): ServingCaller {
  if (caller.via === "integrationKey") return caller;
  const person = notServiceAccount(caller);
  if (!person.user.reviewer) {
    throw forbidden("Only the platform's serving system (its integration key) and reviewers may call this.", "PERMISSION_DENIED");
  }
  // A check on a nested field (user.reviewer) does not narrow the caller's own type.
  return person as ServingCaller;
}

/**
 * Routes the serving system calls (delivery, the serving feed), outside any organization: the platform
 * integration key, or a platform reviewer (session or key). Anyone else is 403 PERMISSION_DENIED.
 */
export function withIntegration<S extends Schemas>(
  handler: (ctx: Base & Parsed<S> & { caller: ServingCaller; actorId: string }) => Promise<Response>,
  options = {} as S & WriteOptions,
) {
  return outsideOrganization(
    options,
    (req, headers) => authenticated(req, headers, true),
    servingCaller,
    (ctx, caller) => handler({ ...ctx, caller, actorId: caller.via === "integrationKey" ? caller.integrationKey.id : caller.user.id }),
  );
}

export type OrganizationContext<S extends Schemas> = Base &
  Parsed<S> & {
    caller: Caller;
    organizationId: string;
    /** Null only for a platform reviewer acting in an organization they do not belong to. */
    membership: MembershipRow | null;
    /** Whether the caller may do `action` on `target` (default: the organization itself). */
    can: (action: Action, target?: string) => boolean;
    /** The apps the route's permission reaches: "all", or with `scope: "app"` only some apps' ids. */
    appScope: "all" | string[];
    /** Let in by the platform reviewer flag alone, not by a role here: answers leave out the organization's secrets. */
    asReviewer: boolean;
  };

type OrganizationOptions<S extends Schemas> = S & WriteOptions & OrganizationAccessOptions<S> & ChangeEventOption;

/** What a change to a campaign or an ad records besides its audit entry. */
export type ChangeEventOption = {
  /**
   * The event a write records when its audit entry has changes (lib/http/change-event.ts): one per write, alone,
   * in a batch or in a plan, in its transaction.
   */
  changeEvent?: ChangeEventType;
};

/** Who may call a route under an organization, beyond membership and its expiry. */
export type OrganizationAccessOptions<S extends Schemas> = {
  /**
   * The action the route needs, e.g. "organization:update"; null for any member. A function of the path
   * parameters when the action depends on them (the approval action's verb).
   */
  permission: Action | null | ((input: Pick<Parsed<S>, "params"> & { organizationId: string }) => Action | null);
  /** The target the permission is checked on; defaults to organization/<organizationId>. */
  target?: (input: Pick<Parsed<S>, "params"> & { organizationId: string }) => string;
  /**
   * Platform reviewers may call it in organizations they do not belong to (GET /me, the reads a reviewer's
   * decisions need), with the reads REVIEWER_ACTIONS names. Without it the reviewer flag opens only routes whose
   * permission is a reviewer-only action.
   */
  allowReviewers?: boolean;
  /**
   * The route is about the caller as a person within the organization (their notification settings): only their
   * console session reaches it, any key is 403 SESSION_REQUIRED, and `caller` is the session.
   */
  person?: boolean;
  /**
   * "app": a list of the organization's apps (or of what hangs from them). A caller holding the permission
   * only on some apps passes too, and `appScope` names those apps for the list to filter on.
   */
  scope?: "app";
  /**
   * Checks that need the network (a webhook URL's name lookup): run after the caller is admitted and the request
   * parsed, before the change's transaction opens, so no transaction waits on them. A refusal here is the answer.
   */
  beforeTransaction?: (input: Parsed<S> & { organizationId: string }) => Promise<void>;
};

const organizationIdShape = { organizationId: objectIdSchema };

/** Routes under /api/core/organization/{organizationId}. */
export function withOrganization<S extends Schemas>(
  handler: (ctx: OrganizationContext<S>) => Promise<Response>,
  options: OrganizationOptions<S>,
) {
  const {
    permission: routePermission,
    target,
    allowReviewers,
    scope,
    person,
    audit,
    transaction,
    secrets,
    path,
    beforeTransaction,
    changeEvent,
    ...schemas
  } = options;
  // The rest of a generic `options` with the organization's id added to its params: S again, which TypeScript cannot
  // derive from a rest and a spread of a generic.
  const withOrgId = { ...schemas, params: { ...organizationIdShape, ...schemas.params } } as unknown as S;
  return (req: NextRequest, route: RouteContext) =>
    run(
      req,
      async (context, headers) => {
        const rawParams = await route.params;
        // A malformed organization id is the client's mistake whoever asks: 400 before anything else.
        const organizationId = parseOrThrow(objectIdSchema, rawParams.organizationId, "organizationId");
        const caller: Caller = person ? await sessionOnly(req) : await authenticated(req, headers);
        context.actor = actorOf(caller);

        // A key speaks for the membership it was issued to; a session for the user's membership here; a service
        // account's key for that account's role in its own organization.
        const account = caller.user ? null : caller.serviceAccountKey.serviceAccount;
        const found = caller.apiKey
          ? caller.apiKey.membership.organizationId === organizationId
            ? caller.apiKey.membership
            : null
          : caller.user
            ? await loadMembership(organizationId, caller.user.id)
            : null;
        const reviewer = caller.user?.reviewer ?? false;
        const inOwnOrganization = account?.organizationId === organizationId;
        const { membership, expired, statements, can, roleCan } = account
          ? serviceAccountAccess(organizationId, inOwnOrganization ? account.role.statements : [])
          : organizationAccess(organizationId, found, reviewer, !!allowReviewers);

        const params = parseParams(rawParams, withOrgId);
        const permission = typeof routePermission === "function" ? routePermission({ params, organizationId }) : routePermission;
        const actingAsReviewer = reviewer && (!!allowReviewers || (permission !== null && REVIEWER_ONLY_ACTIONS.has(permission)));
        if (!actingAsReviewer) {
          if (account && !inOwnOrganization) throw forbidden("This service account belongs to another organization.", "NOT_A_MEMBER");
          if (!membership && !account) throw forbidden("You are not a member of this organization.", "NOT_A_MEMBER");
          if (expired) throw forbidden("Your membership of this organization has expired.", "MEMBERSHIP_EXPIRED");
          await assertTwoFactorMet(caller, organizationId);
        } else if (!membership && !(await prisma.organization.count({ where: { id: organizationId } }))) {
          throw notFound("Organization");
        }
        let appScope: "all" | string[] = "all";
        const on = target ? target({ params, organizationId }) : organizationTarget(organizationId);
        const byRole = (!!membership || !!account) && !expired && (permission === null || roleCan(permission, on));
        if (permission !== null) {
          if (!can(permission, on)) {
            const reached =
              scope === "app" && isPermissionId(permission) ? appsReached(grantsBelow(statements, organizationId), permission) : [];
            if (reached !== "all" && reached.length === 0) {
              throw forbidden(`Your role does not allow ${permission} here.`, "PERMISSION_DENIED");
            }
            appScope = reached;
          }
        }
        const rest = await parseRequest(req, withOrgId);
        if (beforeTransaction) await beforeTransaction({ params, ...rest, organizationId });
        const auditEntry = () => {
          // The change's target is the last id in the path (an approval's {action} names no resource).
          const pathIds = Object.entries(params as Record<string, unknown>).filter(
            ([name, value]) => name !== "organizationId" && typeof value === "string" && objectIdSchema.safeParse(value).success,
          );
          const targetId = pathIds.length ? String(pathIds[pathIds.length - 1][1]) : req.method === "POST" ? null : organizationId;
          const action = typeof audit === "function" ? audit(params) : audit;
          return { action, organizationId, targetId };
        };
        return change(req, context, caller, auditEntry, { transaction, secrets }, async () => {
          const response = await handler({
            req,
            requestId: context.requestId,
            caller,
            organizationId,
            membership: expired ? null : membership,
            can,
            appScope,
            asReviewer: actingAsReviewer && !byRole,
            params,
            ...rest,
          });
          if (changeEvent && response.ok) {
            // An operation of an atomic batch that answers at the batch's end (answerAtEnd) has no answer yet.
            const answer = batchItems.get(req)?.answersAtEnd ? undefined : await response.clone().json();
            await recordChangeEvent(req, context, changeEvent, { organizationId, params, answer });
          }
          return response;
        });
      },
      path,
    );
}
