import { publicOperation } from "@/lib/http/operation";
import { clientIp } from "@/lib/api/client-ip";
import { throttle } from "@/lib/auth/throttle";
import { verifyEmailBody, verifyEmailResponse } from "@/lib/users/schemas";
import { verifyEmail as confirmEmail } from "@/lib/users/verify-email";
import { ACCOUNT_TAG, THROTTLED } from "./examples";

export const verifyEmail = publicOperation({
  method: "POST",
  path: "/api/auth/verify-email",
  operationId: "verifyEmail",
  summary: "Confirm a sign-up's e-mail",
  description: `With the token of the e-mailed link (24 hours, single use) and the password chosen at sign-up: the account and its organization now exist. The link alone activates nothing, so whoever chose the password cannot have the mailbox's owner confirm it for them. 400 TOKEN_INVALID; 400 WRONG_PASSWORD (the link still works). ${THROTTLED}`,
  tag: ACCOUNT_TAG,
  audit: "user:verify-email",
  body: verifyEmailBody,
  response: verifyEmailResponse,
  errors: [409, 429],
  reasons: ["TOKEN_INVALID", "WRONG_PASSWORD", "EMAIL_TAKEN", "RATE_LIMITED"],
  run: async ({ req, body }) => {
    await throttle("verify", { ip: clientIp(req.headers) });
    return confirmEmail(body.token, body.password);
  },
});
