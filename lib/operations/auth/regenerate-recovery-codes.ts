import { personOperation } from "@/lib/http/operation";
import { clientIp } from "@/lib/api/client-ip";
import { throttle } from "@/lib/auth/throttle";
import { regenerateRecoveryCodes as regenerate } from "@/lib/auth/two-factor/enrolment";
import { passwordBody, recoveryCodesSchema } from "@/lib/auth/two-factor/schemas";
import { ACCOUNT_TAG } from "@/lib/operations/users/examples";
import { TWO_FACTOR_PATH } from "./examples";

export const regenerateRecoveryCodes = personOperation({
  method: "POST",
  path: `${TWO_FACTOR_PATH}/recovery-codes`,
  operationId: "regenerateRecoveryCodes",
  summary: "Replace the recovery codes",
  description: "Needs the password. Ten new codes, shown this once; the old ones stop working.",
  tag: ACCOUNT_TAG,
  audit: "two-factor:recovery-codes",
  secrets: ["recoveryCodes"],
  body: passwordBody,
  response: recoveryCodesSchema,
  reasons: ["WRONG_PASSWORD"],
  run: async ({ req, caller, body }) => {
    await throttle("sign-in", { ip: clientIp(req.headers), email: caller.user.email });
    return regenerate(caller.user, body.password);
  },
});
