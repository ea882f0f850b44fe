import { badRequest } from "@/lib/api/errors";
import { publicOperation } from "@/lib/http/operation";
import { authenticationOptions } from "@/lib/auth/two-factor/passkeys";
import { passkeySignInOptionsBody, webAuthnOptionsSchema } from "@/lib/auth/two-factor/schemas";
import { pendingSignIn } from "@/lib/auth/two-factor/sign-in-step";
import { ACCOUNT_TAG } from "@/lib/operations/users/examples";

export const passkeySignInOptions = publicOperation({
  method: "POST",
  path: "/api/auth/sign-in/passkey-options",
  operationId: "passkeySignInOptions",
  summary: "WebAuthn options to sign in with a passkey",
  description:
    "With the second step's token (answered by the credentials sign-in when the password was right and the account has two-factor): that user's passkeys. Without: any passkey the browser offers, with user verification (a passwordless sign-in). The answer goes to the credentials sign-in as `passkey`. 400 TOKEN_INVALID for an expired step.",
  tag: ACCOUNT_TAG,
  audit: "passkey:sign-in-options",
  body: passkeySignInOptionsBody,
  response: webAuthnOptionsSchema,
  reasons: ["TOKEN_INVALID"],
  run: async ({ body }) => {
    if (body.pendingToken === undefined) return authenticationOptions(null);
    const pending = await pendingSignIn(body.pendingToken);
    if (!pending) throw badRequest("The sign-in step has expired; sign in again.", "TOKEN_INVALID");
    return authenticationOptions(pending.user);
  },
});
