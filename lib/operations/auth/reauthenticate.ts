import { personOperation } from "@/lib/http/operation";
import { clientIp } from "@/lib/api/client-ip";
import { reauthenticate as confirmPerson, REAUTHENTICATION_WINDOW_MINUTES } from "@/lib/auth/reauthentication";
import { reauthenticateBody, reauthenticationSchema } from "@/lib/auth/two-factor/schemas";
import { ACCOUNT_TAG } from "@/lib/operations/users/examples";

export const reauthenticate = personOperation({
  method: "POST",
  path: "/api/auth/reauthenticate",
  operationId: "reauthenticate",
  summary: "Confirm it's you (before changing a second factor)",
  description: `The password, or a code from the authenticator app, proves the person again on this session: for ${REAUTHENTICATION_WINDOW_MINUTES} minutes it may add or remove a second factor (set up an authenticator app, register or remove a passkey). Signing in counts the same. Wrong answers are counted like sign-in attempts: 400 WRONG_PASSWORD or WRONG_CODE, then 429 RATE_LIMITED with Retry-After.`,
  tag: ACCOUNT_TAG,
  audit: "session:reauthenticate",
  body: reauthenticateBody,
  response: reauthenticationSchema,
  errors: [429],
  reasons: ["WRONG_PASSWORD", "WRONG_CODE", "RATE_LIMITED"],
  requestExample: { password: "correct horse battery staple" },
  responseExample: { reauthenticatedAt: "2026-12-06T03:00:00.000Z", expiresAt: "2026-12-06T03:10:00.000Z" },
  run: ({ req, caller, body }) => confirmPerson(caller.user, caller.sessionId, body, clientIp(req.headers)),
});
