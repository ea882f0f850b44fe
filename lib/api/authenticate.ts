import "server-only";
import type { NextRequest } from "next/server";
import { getToken } from "next-auth/jwt";
import { prisma } from "@/lib/db/client";
import { API_KEY_PATTERN, hashApiKey } from "@/lib/auth/api-key";
import { authSecret } from "@/lib/auth/secret";
import { liveSession } from "@/lib/auth/sessions";
import { authCache } from "@/lib/auth/auth-change-listener";
import { unauthorized } from "./errors";

const keyInclude = { user: true, membership: { include: { role: true } } } as const;

type KeyRow = NonNullable<Awaited<ReturnType<typeof findKey>>>;
type UserRow = KeyRow["user"];

export type Caller = { via: "session"; user: UserRow; apiKey: null; sessionId: string } | { via: "apiKey"; user: UserRow; apiKey: KeyRow };

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

const LAST_USED_RESOLUTION_MS = 60_000;

/** Session cookie (console) or `Authorization: Bearer <apiKey>` (programs); 401 for anything else. */
export async function authenticate(req: NextRequest): Promise<Caller> {
  const header = req.headers.get("authorization");
  if (header !== null) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (!match) throw unauthorized("The Authorization header must be `Bearer <apiKey>`.", "INVALID_AUTHORIZATION");
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
  const token = await getToken({ req, secret: authSecret() });
  if (!token?.sub) throw unauthorized(undefined, "UNAUTHENTICATED");
  // The cookie alone is not enough: its session must still be live (not signed out, revoked or expired).
  const session = await liveSession(token.sid, token.sub);
  if (!session) throw unauthorized("Your session has ended. Sign in again.", "SESSION_INVALID");
  return { via: "session", user: session.user, apiKey: null, sessionId: session.id };
}

/** The signed-in console user, when the request carries a live session cookie; null otherwise (never a key). */
export async function optionalSessionUserId(req: NextRequest): Promise<string | null> {
  const token = await getToken({ req, secret: authSecret() });
  return (await liveSession(token?.sid, token?.sub))?.userId ?? null;
}
