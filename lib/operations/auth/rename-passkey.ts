import { personOperation } from "@/lib/http/operation";
import { renamePasskey as rename } from "@/lib/auth/two-factor/enrolment";
import { passkeySchema, renamePasskeyBody } from "@/lib/auth/two-factor/schemas";
import { objectIdSchema } from "@/lib/object-id-schema";
import { ACCOUNT_TAG } from "@/lib/operations/users/examples";
import { PASSKEYS_PATH } from "./examples";

export const renamePasskey = personOperation({
  method: "PATCH",
  path: `${PASSKEYS_PATH}/{passkeyId}`,
  operationId: "renamePasskey",
  summary: "Rename a passkey",
  tag: ACCOUNT_TAG,
  audit: "passkey:update",
  params: { passkeyId: objectIdSchema },
  body: renamePasskeyBody,
  response: passkeySchema,
  run: ({ caller, params, body }) => rename(caller.user.id, params.passkeyId, body.name),
});
