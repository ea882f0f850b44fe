import { withCaller } from "@/lib/api/handler";
import { methodsNotAllowed } from "@/lib/api/not-allowed";
import { passkeyRegistrationOptions } from "@/lib/auth/two-factor/enrolment";

// POST /api/auth/passkeys/options — extension: WebAuthn registration options (a single-use challenge, 5 minutes)
export const POST = withCaller(async ({ caller }) => Response.json(await passkeyRegistrationOptions(caller.user)), {
  audit: "passkey:options",
});

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed("POST");
