import { personOperation } from "@/lib/http/operation";
import { updateProfile as saveProfile } from "@/lib/users/profile";
import { profileSchema, updateProfileBody } from "@/lib/users/profile-schemas";
import { ACCOUNT_TAG } from "./examples";

export const updateProfile = personOperation({
  method: "PUT",
  path: "/api/auth/profile",
  operationId: "updateProfile",
  summary: "Change name, language and time zone",
  tag: ACCOUNT_TAG,
  audit: "user:update-profile",
  body: updateProfileBody,
  response: profileSchema,
  run: ({ caller, body }) => saveProfile(caller.user.id, body),
});
