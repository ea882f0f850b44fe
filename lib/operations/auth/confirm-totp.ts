import { personOperation } from "@/lib/http/operation";
import { clientIp } from "@/lib/api/client-ip";
import { throttle } from "@/lib/auth/throttle";
import { confirmTotp as confirm } from "@/lib/auth/two-factor/enrolment";
import { confirmTotpBody, recoveryCodesSchema } from "@/lib/auth/two-factor/schemas";
import { ACCOUNT_TAG } from "@/lib/operations/users/examples";
import { ENDS_OTHERS, TWO_FACTOR_PATH } from "./examples";

export const confirmTotp = personOperation({
  method: "POST",
  path: `${TWO_FACTOR_PATH}/totp/confirm`,
  operationId: "confirmTotp",
  summary: "Confirm the authenticator app with its first code",
  description: `Two-factor is on; the answer carries ten recovery codes, shown this once. 400 WRONG_CODE. ${ENDS_OTHERS}`,
  tag: ACCOUNT_TAG,
  audit: "two-factor:enable",
  reauthenticate: true,
  secrets: ["recoveryCodes"],
  body: confirmTotpBody,
  response: recoveryCodesSchema,
  reasons: ["WRONG_CODE"],
  run: async ({ req, caller, body }) => {
    await throttle("second-factor", { ip: clientIp(req.headers), email: caller.user.email });
    return confirm(caller.user, caller.sessionId, body.code);
  },
});
