import { personOperation } from "@/lib/http/operation";
import { passkeyRegistrationOptions as registrationOptions } from "@/lib/auth/two-factor/enrolment";
import { webAuthnOptionsSchema } from "@/lib/auth/two-factor/schemas";
import { ACCOUNT_TAG } from "@/lib/operations/users/examples";
import { PASSKEYS_PATH } from "./examples";

export const passkeyRegistrationOptions = personOperation({
  method: "POST",
  path: `${PASSKEYS_PATH}/options`,
  operationId: "passkeyRegistrationOptions",
  summary: "WebAuthn options to register a passkey",
  description: "For @simplewebauthn/browser's startRegistration; the challenge works once, for 5 minutes.",
  tag: ACCOUNT_TAG,
  audit: "passkey:options",
  reauthenticate: true,
  response: webAuthnOptionsSchema,
  run: ({ caller }) => registrationOptions(caller.user),
});
