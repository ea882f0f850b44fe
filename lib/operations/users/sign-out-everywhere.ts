import { z } from "zod";
import { personOperation } from "@/lib/http/operation";
import { revokeUserSessions } from "@/lib/auth/sessions";
import { ACCOUNT_TAG } from "./examples";

export const signOutEverywhere = personOperation({
  method: "DELETE",
  path: "/api/auth/sessions",
  operationId: "signOutEverywhere",
  summary: "Sign out everywhere",
  description: "Every console session of the caller ends at once, this one included.",
  tag: ACCOUNT_TAG,
  audit: "session:sign-out-everywhere",
  response: z.object({ sessionsEnded: z.number().int() }).describe("SignOutEverywhereResult"),
  run: async ({ caller }) => ({ sessionsEnded: await revokeUserSessions(caller.user.id) }),
});
