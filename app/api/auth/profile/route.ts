import { withCaller } from "@/lib/api/handler";
import { serializeProfile, updateProfile } from "@/lib/users/profile";
import { updateProfileBody } from "@/lib/users/profile-schemas";
import { methodsNotAllowed } from "@/lib/api/not-allowed";

// GET /api/auth/profile — extension: the caller's own name, e-mail, locale and time zone
export const GET = withCaller(async ({ caller }) => Response.json(serializeProfile(caller.user)));

// PUT /api/auth/profile — extension: change name, locale and time zone
export const PUT = withCaller(async ({ caller, body }) => Response.json(await updateProfile(caller.user.id, body)), {
  body: updateProfileBody,
});

export const { POST, PATCH, DELETE } = methodsNotAllowed("GET", "PUT");
