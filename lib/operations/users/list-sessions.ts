import { personOperation } from "@/lib/http/operation";
import { listSessions as listUserSessions } from "@/lib/users/profile";
import { sessionListSchema } from "@/lib/users/profile-schemas";
import { ACCOUNT_TAG } from "./examples";

export const listSessions = personOperation({
  method: "GET",
  path: "/api/auth/sessions",
  operationId: "listSessions",
  summary: "The caller's signed-in console sessions",
  tag: ACCOUNT_TAG,
  response: sessionListSchema,
  run: ({ caller }) => listUserSessions(caller.user.id, caller.sessionId),
});
