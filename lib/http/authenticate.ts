import "server-only";
import type { NextRequest } from "next/server";
import { prisma } from "@/lib/db/client";
import { API_KEY_PATTERN, hashApiKey, INTEGRATION_KEY_PATTERN, SERVICE_ACCOUNT_KEY_PATTERN } from "@/lib/auth/api-key";
import { liveSession } from "@/lib/auth/sessions";
import { sessionTokenOf } from "@/lib/auth/session-token";
import { authCache } from "@/lib/auth/auth-change-listener";
import { policyExpired } from "@/lib/auth/stored-key";
import { forbidden, unauthorized } from "@/lib/api/errors";

/** A key whose policy has expired, refused as such wherever it is sent. */
export const keyExpired = () => unauthorized("This API key has expired.", "API_KEY_EXPIRED");

const keyInclude = { user: true, membership: { include: { role: true } } } as const;

type KeyRow = NonNullable<Awaited<ReturnType<typeof findKey>>>;
type UserRow = KeyRow["user"];
type ServiceAccountKeyRow = NonNullable<Awaited<ReturnType<typeof findServiceAccountKey>>>;

/** A person: signed in to the console, or calling with their member's key. */
export type UserCaller =
  { via: "session"; user: UserRow; apiKey: null; sessionId: string } | { via: "apiKey"; user: UserRow; apiKey: KeyRow };
/** A person signed in to the console: the only caller a person's own account (profile, factors, sessions) answers. */
export type SessionCaller = Extract<UserCaller, { via: "session" }>;
/** A program calling with a service account's key: no person, the account's role in its one organization. */
type ServiceAccountCaller = { via: "serviceAccount"; user: null; apiKey: null; serviceAccountKey: ServiceAccountKeyRow };
export type Caller = UserCaller | ServiceAccountCaller;
type IntegrationKeyRow = NonNullable<Awaited<ReturnType<typeof findIntegrationKey>>>;
/** The serving system, calling with a platform integration key: it reports delivery and reads the serving feed. */
export type IntegrationCaller = { via: "integrationKey"; user: null; apiKey: null; integrationKey: IntegrationKeyRow };

/** Who acted, for the rows a change writes (createdById, decidedById…): the person, or the service account. */
export function actingId(caller: Caller): string {
  return caller.user ? caller.user.id : caller.serviceAccountKey.serviceAccountId;
}

/** The person calling, for routes about a person (their membership, their second factor); 403 for a service account. */
export function personOf(caller: Caller): UserRow {
  if (!caller.user) throw forbidden("This route is for a person; a service account's key cannot use it.", "SERVICE_ACCOUNT_NOT_ALLOWED");
  return caller.user;
}

/** The name to show for whoever acted. */
export function actingName(caller: Caller): string {
  return caller.user ? caller.user.fullName : caller.serviceAccountKey.serviceAccount.name;
}

function findKey(hash: string) {
  // One round trip (a lateral join) instead of a query per relation: this runs on every API request.
  return prisma.apiKey.findUnique({ where: { hash }, include: keyInclude, relationLoadStrategy: "join" });
}

/** The key with its user, membership and role, from the process's cache (dropped when any of them changes). */
function cachedKey(hash: string) {
  return authCache().get(
    `key:${hash}`,
    () => findKey(hash),
    (key) => [`key:${key.id}`, `user:${key.userId}`, `membership:${key.membershipId}`, `role:${key.membership.roleId}`],
  );
}

function findServiceAccountKey(hash: string) {
  return prisma.serviceAccountKey.findUnique({
    where: { hash },
    include: { serviceAccount: { include: { role: true } } },
    relationLoadStrategy: "join",
  });
}

function cachedServiceAccountKey(hash: string) {
  return authCache().get(
    `sakey:${hash}`,
    () => findServiceAccountKey(hash),
    (key) => [`sakey:${key.id}`, `serviceaccount:${key.serviceAccountId}`, `role:${key.serviceAccount.roleId}`],
  );
}

function findIntegrationKey(hash: string) {
  return prisma.integrationKey.findUnique({ where: { hash } });
}

function cachedIntegrationKey(hash: string) {
  return authCache().get(
    `ikey:${hash}`,
    () => findIntegrationKey(hash),
    (key) => [`ikey:${key.id}`],
  );
}

const LAST_USED_RESOLUTION_MS = 60_000;

/** The integration key, if it works now: not revoked, and not past the overlap of a rotation that replaced it. */
async function integrationCaller(key: string): Promise<IntegrationCaller> {
  const row = await cachedIntegrationKey(hashApiKey(key));
  if (!row || row.revokedAt || (row.retiresAt && row.retiresAt.getTime() <= Date.now())) {
    throw unauthorized("Unknown or revoked API key.", "INVALID_API_KEY");
  }
  if (!row.lastUsedAt || Date.now() - row.lastUsedAt.getTime() > LAST_USED_RESOLUTION_MS) {
    row.lastUsedAt = new Date();
    prisma.integrationKey.update({ where: { id: row.id }, data: { lastUsedAt: new Date() } }).catch(() => {});
  }
  return { via: "integrationKey", user: null, apiKey: null, integrationKey: row };
}

/** The bearer key of the request, when it is an integration key. */
function integrationKeyOf(req: NextRequest): string | null {
  const match = /^Bearer\s+(oik_\S+)\s*$/i.exec(req.headers.get("authorization") ?? "");
  return match && INTEGRATION_KEY_PATTERN.test(match[1]) ? match[1] : null;
}

/**
 * For the routes the serving system calls (delivery, the serving feed): an integration key, or whoever
 * `authenticate` lets in (the route then decides whether a person may call it).
 */
export async function authenticateIntegration(req: NextRequest): Promise<Caller | IntegrationCaller> {
  const key = integrationKeyOf(req);
  return key ? integrationCaller(key) : authenticate(req);
}

/** A service account's key, if it works now: not revoked, and not past the overlap of a rotation that replaced it. */
async function serviceAccountCaller(key: string): Promise<ServiceAccountCaller> {
  const row = await cachedServiceAccountKey(hashApiKey(key));
  if (!row || row.revokedAt || (row.retiresAt && row.retiresAt.getTime() <= Date.now())) {
    throw unauthorized("Unknown or revoked API key.", "INVALID_API_KEY");
  }
  if (!row.lastUsedAt || Date.now() - row.lastUsedAt.getTime() > LAST_USED_RESOLUTION_MS) {
    row.lastUsedAt = new Date();
    prisma.serviceAccountKey.update({ where: { id: row.id }, data: { lastUsedAt: new Date() } }).catch(() => {});
  }
  return { via: "serviceAccount", user: null, apiKey: null, serviceAccountKey: row };
}

/** Session cookie (console) or `Authorization: Bearer <apiKey>` (a member's or a service account's); 401 for anything else. */
export async function authenticate(req: NextRequest): Promise<Caller> {
  const header = req.headers.get("authorization");
  if (header !== null) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (!match) throw unauthorized("The Authorization header must be `Bearer <apiKey>`.", "INVALID_AUTHORIZATION");
    if (SERVICE_ACCOUNT_KEY_PATTERN.test(match[1])) return serviceAccountCaller(match[1]);
    if (INTEGRATION_KEY_PATTERN.test(match[1])) {
      // a key past its life is refused as such (401) before what its kind may reach is said (403)
      if (policyExpired((await integrationCaller(match[1])).integrationKey)) throw keyExpired();
      throw forbidden("The integration key may only report delivery and read the serving feed.", "INTEGRATION_KEY_NOT_ALLOWED");
    }
    if (!API_KEY_PATTERN.test(match[1])) throw unauthorized("Unknown API key.", "INVALID_API_KEY");
    const key = await cachedKey(hashApiKey(match[1]));
    if (!key || key.revokedAt) throw unauthorized("Unknown or revoked API key.", "INVALID_API_KEY");
    if (!key.lastUsedAt || Date.now() - key.lastUsedAt.getTime() > LAST_USED_RESOLUTION_MS) {
      // Best effort and coarse, so the hot path does not write on every request (the cached row remembers it).
      key.lastUsedAt = new Date();
      prisma.apiKey.update({ where: { id: key.id }, data: { lastUsedAt: new Date() } }).catch(() => {});
    }
    return { via: "apiKey", user: key.user, apiKey: key };
  }
  const token = await sessionTokenOf(req);
  if (!token?.sub) throw unauthorized(undefined, "UNAUTHENTICATED");
  // The cookie alone is not enough: its session must still be live (not signed out, revoked or expired).
  const session = await liveSession(token.sid, token.sub);
  if (!session) throw unauthorized("Your session has ended. Sign in again.", "SESSION_INVALID");
  return { via: "session", user: session.user, apiKey: null, sessionId: session.id };
}

/** The signed-in console user, when the request carries a live session cookie; null otherwise (never a key). */
export async function optionalSessionUserId(req: NextRequest): Promise<string | null> {
  const token = await sessionTokenOf(req);
  return (await liveSession(token?.sid, token?.sub))?.userId ?? null;
}
