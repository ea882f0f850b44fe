import { withPublic } from "@/lib/api/handler";
import { clientIp } from "@/lib/api/client-ip";
import { throttle } from "@/lib/auth/throttle";
import { PASSWORD_RESET_MESSAGE, passwordResetBody } from "@/lib/users/schemas";
import { requestPasswordReset } from "@/lib/users/reset-password";
import { methodsNotAllowed } from "@/lib/api/not-allowed";

// POST /api/auth/password-reset — extension: "forgot password"; the same answer whether or not the e-mail is known
export const POST = withPublic(
  async ({ req, body }) => {
    await throttle("reset", { ip: clientIp(req.headers), email: body.email });
    // Not awaited: the answer's timing must not depend on whether there was anything to do.
    requestPasswordReset(body.email).catch((error) => console.error(`[reset] ${(error as Error).message}`));
    return Response.json({ message: PASSWORD_RESET_MESSAGE });
  },
  { body: passwordResetBody },
);

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed("POST");
