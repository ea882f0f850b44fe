import { personOperation } from "@/lib/http/operation";
import { clientIp } from "@/lib/api/client-ip";
import { throttle } from "@/lib/auth/throttle";
import { disableTwoFactor as disable } from "@/lib/auth/two-factor/enrolment";
import { passwordBody, twoFactorStatusSchema } from "@/lib/auth/two-factor/schemas";
import { ACCOUNT_TAG } from "@/lib/operations/users/examples";
import { ENDS_OTHERS, TWO_FACTOR_PATH } from "./examples";

export const disableTwoFactor = personOperation({
  method: "DELETE",
  path: TWO_FACTOR_PATH,
  operationId: "disableTwoFactor",
  summary: "Turn two-factor sign-in off",
  description: `Needs the password (400 WRONG_PASSWORD; throttled like sign-in). The app, recovery codes and passkeys go. ${ENDS_OTHERS}`,
  tag: ACCOUNT_TAG,
  audit: "two-factor:disable",
  body: passwordBody,
  response: twoFactorStatusSchema,
  reasons: ["WRONG_PASSWORD"],
  run: async ({ req, caller, body }) => {
    await throttle("sign-in", { ip: clientIp(req.headers), email: caller.user.email });
    return disable(caller.user, caller.sessionId, body.password);
  },
});
