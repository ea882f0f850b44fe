import { publicOperation } from "@/lib/http/operation";
import { clientIp } from "@/lib/api/client-ip";
import { throttle } from "@/lib/auth/throttle";
import { requestPasswordReset as sendResetLink } from "@/lib/users/reset-password";
import { mailConfigured } from "@/lib/mail/transport";
import { PASSWORD_RESET_MESSAGE, PASSWORD_RESET_NO_MAIL_MESSAGE, passwordResetBody, passwordResetResponse } from "@/lib/users/schemas";
import { ACCOUNT_TAG, THROTTLED } from "./examples";

export const requestPasswordReset = publicOperation({
  method: "POST",
  path: "/api/auth/password-reset",
  operationId: "requestPasswordReset",
  summary: "Forgot password: e-mail a reset link",
  description:
    "The same answer, status and timing whether or not the e-mail has an account. The link works once, for 1 hour. " +
    `A server without mail says so (\`emailSent: false\`): its administrator hands out reset links (npm run users:reset-link). ${THROTTLED}`,
  tag: ACCOUNT_TAG,
  audit: "user:request-password-reset",
  body: passwordResetBody,
  response: passwordResetResponse,
  errors: [429],
  reasons: ["RATE_LIMITED"],
  run: async ({ req, body }) => {
    await throttle("reset", { ip: clientIp(req.headers), email: body.email });
    // Not awaited: the answer's timing must not depend on whether there was anything to do.
    sendResetLink(body.email).catch((error) => console.error(`[reset] ${(error as Error).message}`));
    const emailSent = mailConfigured();
    return { message: emailSent ? PASSWORD_RESET_MESSAGE : PASSWORD_RESET_NO_MAIL_MESSAGE, emailSent };
  },
});
