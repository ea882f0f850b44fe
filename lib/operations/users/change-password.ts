import { personOperation } from "@/lib/http/operation";
import { clientIp } from "@/lib/api/client-ip";
import { throttle } from "@/lib/auth/throttle";
import { changePassword as savePassword } from "@/lib/users/profile";
import { changePasswordBody, profileSchema } from "@/lib/users/profile-schemas";
import { ACCOUNT_TAG } from "./examples";

export const changePassword = personOperation({
  method: "PUT",
  path: "/api/auth/profile/password",
  operationId: "changePassword",
  summary: "Change the password",
  description: "Needs the current password (400 WRONG_PASSWORD). Every other session of the account ends.",
  tag: ACCOUNT_TAG,
  audit: "user:change-password",
  body: changePasswordBody,
  response: profileSchema,
  errors: [429],
  reasons: ["WRONG_PASSWORD"],
  run: async ({ req, caller, body }) => {
    // Guessing the current password counts like guessing it at sign-in.
    await throttle("sign-in", { ip: clientIp(req.headers), email: caller.user.email });
    return savePassword(caller.user.id, caller.sessionId, body);
  },
});
