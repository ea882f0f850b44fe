import { personOperation } from "@/lib/http/operation";
import { addPasskey as add } from "@/lib/auth/two-factor/enrolment";
import { addedPasskeySchema, addPasskeyBody } from "@/lib/auth/two-factor/schemas";
import { ACCOUNT_TAG } from "@/lib/operations/users/examples";
import { ENDS_OTHERS, PASSKEYS_PATH } from "./examples";

export const addPasskey = personOperation({
  method: "POST",
  path: PASSKEYS_PATH,
  operationId: "addPasskey",
  summary: "Register a passkey or security key",
  description: `The authenticator's answer to the options' challenge, and a name. The first passkey turns two-factor on and the answer then carries ten recovery codes. 400 PASSKEY_NOT_VERIFIED. ${ENDS_OTHERS}`,
  tag: ACCOUNT_TAG,
  audit: "passkey:create",
  reauthenticate: true,
  secrets: ["recoveryCodes"],
  body: addPasskeyBody,
  response: addedPasskeySchema,
  successStatus: 201,
  reasons: ["PASSKEY_NOT_VERIFIED"],
  run: ({ caller, body }) => add(caller.user, caller.sessionId, body.name, body.response as never),
});
