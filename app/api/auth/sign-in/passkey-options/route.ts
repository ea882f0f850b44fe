import { withPublic } from "@/lib/api/handler";
import { methodsNotAllowed } from "@/lib/api/not-allowed";
import { authenticationOptions } from "@/lib/auth/two-factor/passkeys";
import { passkeySignInOptionsBody } from "@/lib/auth/two-factor/schemas";
import { pendingSignIn } from "@/lib/auth/two-factor/sign-in-step";
import { badRequest } from "@/lib/api/errors";

// POST /api/auth/sign-in/passkey-options — extension: WebAuthn options for a sign-in: the second step's (with its
// token: that user's passkeys) or a passwordless one (without: any passkey the browser offers)
export const POST = withPublic(
  async ({ body }) => {
    if (body.pendingToken === undefined) return Response.json(await authenticationOptions(null));
    const pending = await pendingSignIn(body.pendingToken);
    if (!pending) throw badRequest("The sign-in step has expired; sign in again.", "TOKEN_INVALID");
    return Response.json(await authenticationOptions(pending.user));
  },
  { body: passkeySignInOptionsBody, audit: "passkey:sign-in-options" },
);

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed("POST");
