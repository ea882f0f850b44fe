import { withCaller } from "@/lib/api/handler";
import { methodsNotAllowed } from "@/lib/api/not-allowed";
import { objectIdSchema } from "@/lib/object-id-schema";
import { removePasskey, renamePasskey } from "@/lib/auth/two-factor/enrolment";
import { renamePasskeyBody } from "@/lib/auth/two-factor/schemas";
import { sessionOf } from "@/lib/auth/two-factor/session-of";

const params = { passkeyId: objectIdSchema };

// PATCH /api/auth/passkeys/{passkeyId} — extension: rename one of the caller's passkeys
export const PATCH = withCaller(
  async ({ caller, params, body }) => Response.json(await renamePasskey(caller.user.id, params.passkeyId, body.name)),
  { params, body: renamePasskeyBody, audit: "passkey:update" },
);

// DELETE /api/auth/passkeys/{passkeyId} — extension: remove a passkey (the last second factor gone turns two-factor off)
export const DELETE = withCaller(
  async ({ caller, params }) => Response.json(await removePasskey(caller.user, sessionOf(caller), params.passkeyId)),
  { params, audit: "passkey:delete" },
);

export const { GET, POST, PUT } = methodsNotAllowed("PATCH", "DELETE");
