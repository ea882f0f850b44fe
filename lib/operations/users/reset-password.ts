import { publicOperation } from "@/lib/http/operation";
import { clientIp } from "@/lib/api/client-ip";
import { throttle } from "@/lib/auth/throttle";
import { resetPassword as chooseNewPassword } from "@/lib/users/reset-password";
import { passwordResetConfirmBody, passwordResetConfirmResponse } from "@/lib/users/schemas";
import { ACCOUNT_TAG, THROTTLED } from "./examples";

export const resetPassword = publicOperation({
  method: "POST",
  path: "/api/auth/password-reset/confirm",
  operationId: "resetPassword",
  summary: "Choose a new password with a reset link",
  description: `Every session of the account ends. 400 TOKEN_INVALID for a used, expired or unknown token. ${THROTTLED}`,
  tag: ACCOUNT_TAG,
  audit: "user:reset-password",
  body: passwordResetConfirmBody,
  response: passwordResetConfirmResponse,
  errors: [429],
  reasons: ["TOKEN_INVALID", "RATE_LIMITED"],
  run: async ({ req, body }) => {
    await throttle("reset", { ip: clientIp(req.headers) });
    return chooseNewPassword(body.token, body.password);
  },
});
