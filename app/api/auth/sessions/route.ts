import { withCaller } from "@/lib/api/handler";
import { revokeUserSessions } from "@/lib/auth/sessions";
import { listSessions } from "@/lib/users/profile";
import { methodsNotAllowed } from "@/lib/api/not-allowed";

const current = (caller: { via: string; sessionId?: string }) => (caller.via === "session" ? (caller.sessionId ?? null) : null);

// GET /api/auth/sessions — extension: the caller's signed-in console sessions
export const GET = withCaller(async ({ caller }) => Response.json(await listSessions(caller.user.id, current(caller))));

// DELETE /api/auth/sessions — extension: sign out everywhere (every session of the caller ends, this one too)
export const DELETE = withCaller(async ({ caller }) => Response.json({ sessionsEnded: await revokeUserSessions(caller.user.id) }));

export const { POST, PUT, PATCH } = methodsNotAllowed("GET", "DELETE");
