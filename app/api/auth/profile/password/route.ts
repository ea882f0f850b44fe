import { withCaller } from "@/lib/api/handler";
import { clientIp } from "@/lib/api/client-ip";
import { throttle } from "@/lib/auth/throttle";
import { changePassword } from "@/lib/users/profile";
import { changePasswordBody } from "@/lib/users/profile-schemas";
import { methodsNotAllowed } from "@/lib/api/not-allowed";

// PUT /api/auth/profile/password — extension: change the password (current one required); other sessions end
export const PUT = withCaller(
  async ({ req, caller, body }) => {
    // Guessing the current password counts like guessing it at sign-in.
    await throttle("sign-in", { ip: clientIp(req.headers), email: caller.user.email });
    return Response.json(await changePassword(caller.user.id, caller.via === "session" ? caller.sessionId : null, body));
  },
  { body: changePasswordBody },
);

export const { GET, POST, PATCH, DELETE } = methodsNotAllowed("PUT");
