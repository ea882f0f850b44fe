import { withPublic } from "@/lib/api/handler";
import { clientIp } from "@/lib/api/client-ip";
import { throttle } from "@/lib/auth/throttle";
import { passwordResetConfirmBody } from "@/lib/users/schemas";
import { resetPassword } from "@/lib/users/reset-password";
import { methodsNotAllowed } from "@/lib/api/not-allowed";

// POST /api/auth/password-reset/confirm — extension: choose a new password with the e-mailed link; every session ends
export const POST = withPublic(
  async ({ req, body }) => {
    await throttle("reset", { ip: clientIp(req.headers) });
    return Response.json(await resetPassword(body.token, body.password));
  },
  { body: passwordResetConfirmBody },
);

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed("POST");
