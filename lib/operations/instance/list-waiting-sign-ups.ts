import { callerOperation } from "@/lib/http/operation";
import { assertInstanceAdmin, listWaitingSignUps as list } from "@/lib/instance/administration";
import { waitingSignUpsSchema } from "@/lib/instance/schemas";
import { ADMINISTRATOR_ONLY, INSTANCE_TAG, WAITING_SIGN_UP_EXAMPLE } from "./examples";

export const listWaitingSignUps = callerOperation({
  method: "GET",
  path: "/api/core/instance/sign-ups",
  operationId: "listWaitingSignUps",
  reasons: ["PERMISSION_DENIED"],
  summary: "Sign-ups waiting for their e-mail to be confirmed",
  description: `Oldest first, the last 24 hours' (a sign-up's link lasts that long), with when and from where each came. ${ADMINISTRATOR_ONLY}`,
  tag: INSTANCE_TAG,
  response: waitingSignUpsSchema,
  responseExample: { items: [WAITING_SIGN_UP_EXAMPLE] },
  run: ({ caller }) => {
    assertInstanceAdmin(caller.user);
    return list();
  },
});
