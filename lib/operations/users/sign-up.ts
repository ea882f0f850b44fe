import { publicOperation } from "@/lib/http/operation";
import { clientIp } from "@/lib/api/client-ip";
import { throttle } from "@/lib/auth/throttle";
import { signUpBody, signUpResponse } from "@/lib/users/schemas";
import { signUp as signUpAccount } from "@/lib/users/sign-up";
import { ACCOUNT_TAG } from "./examples";

export const signUp = publicOperation({
  method: "POST",
  path: "/api/auth/sign-up",
  operationId: "signUp",
  summary: "Create an account and its first organization",
  description:
    "The e-mail is confirmed first: a link is e-mailed (`verificationRequired: true`) and the account and its organization " +
    "exist once it is opened with the same password (POST /api/auth/verify-email). Only the first account of a fresh install without a mail " +
    "server is ready at once; on such a server later sign-ups answer `emailSent: false` (nothing was sent: the person accepts an " +
    "invitation link from an Owner or Admin, or the server's administrator confirms them with npm run users:confirm). An e-mail that already has an account gets the same answer (its owner is e-mailed that " +
    "they already have one), so the answer never tells whether an e-mail is registered; 429 RATE_LIMITED with Retry-After.",
  tag: ACCOUNT_TAG,
  audit: "user:sign-up",
  body: signUpBody,
  response: signUpResponse,
  errors: [429],
  reasons: ["RATE_LIMITED"],
  requestExample: {
    email: "ada@example.com",
    password: "correct horse battery",
    fullName: "Ada Lovelace",
    organizationName: "Pixel Forge Games",
  },
  run: async ({ req, body }) => {
    await throttle("sign-up", { ip: clientIp(req.headers), email: body.email });
    return signUpAccount(body, clientIp(req.headers));
  },
});
