import { personOperation } from "@/lib/http/operation";
import { removePasskey as remove } from "@/lib/auth/two-factor/enrolment";
import { twoFactorStatusSchema } from "@/lib/auth/two-factor/schemas";
import { objectIdSchema } from "@/lib/object-id-schema";
import { ACCOUNT_TAG } from "@/lib/operations/users/examples";
import { PASSKEYS_PATH } from "./examples";

export const removePasskey = personOperation({
  method: "DELETE",
  path: `${PASSKEYS_PATH}/{passkeyId}`,
  operationId: "removePasskey",
  summary: "Remove a passkey",
  description: "Removing the last second factor turns two-factor off (every other session ends, a security e-mail says so).",
  tag: ACCOUNT_TAG,
  audit: "passkey:delete",
  reauthenticate: true,
  params: { passkeyId: objectIdSchema },
  response: twoFactorStatusSchema,
  run: ({ caller, params }) => remove(caller.user, caller.sessionId, params.passkeyId),
});
