import { withCaller } from "@/lib/api/handler";
import { methodsNotAllowed } from "@/lib/api/not-allowed";
import { addPasskey } from "@/lib/auth/two-factor/enrolment";
import { addPasskeyBody } from "@/lib/auth/two-factor/schemas";
import { sessionOf } from "@/lib/auth/two-factor/session-of";

// POST /api/auth/passkeys — extension: register a passkey or security key from the authenticator's answer
export const POST = withCaller(
  async ({ caller, body }) =>
    Response.json(await addPasskey(caller.user, sessionOf(caller), body.name, body.response as never), { status: 201 }),
  { body: addPasskeyBody, audit: "passkey:create", secrets: ["recoveryCodes"] },
);

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed("POST");
