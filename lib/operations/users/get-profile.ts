import { personOperation } from "@/lib/http/operation";
import { serializeProfile } from "@/lib/users/profile";
import { profileSchema } from "@/lib/users/profile-schemas";
import { ACCOUNT_TAG } from "./examples";

export const getProfile = personOperation({
  method: "GET",
  path: "/api/auth/profile",
  operationId: "getProfile",
  summary: "The caller's profile",
  tag: ACCOUNT_TAG,
  response: profileSchema,
  run: async ({ caller }) => serializeProfile(caller.user),
});
