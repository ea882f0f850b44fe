import { withPublic } from "@/lib/api/handler";
import { clientIp } from "@/lib/api/client-ip";
import { throttle } from "@/lib/auth/throttle";
import { verifyEmailBody } from "@/lib/users/schemas";
import { verifyEmail } from "@/lib/users/verify-email";
import { methodsNotAllowed } from "@/lib/api/not-allowed";

// POST /api/auth/verify-email — extension: open a sign-up's confirmation link with the password chosen at sign-up
export const POST = withPublic(
  async ({ req, body }) => {
    await throttle("verify", { ip: clientIp(req.headers) });
    return Response.json(await verifyEmail(body.token, body.password));
  },
  { body: verifyEmailBody },
);

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed("POST");
