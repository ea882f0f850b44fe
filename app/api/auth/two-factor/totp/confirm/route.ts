import { withCaller } from "@/lib/api/handler";
import { clientIp } from "@/lib/api/client-ip";
import { methodsNotAllowed } from "@/lib/api/not-allowed";
import { throttle } from "@/lib/auth/throttle";
import { confirmTotp } from "@/lib/auth/two-factor/enrolment";
import { confirmTotpBody } from "@/lib/auth/two-factor/schemas";
import { sessionOf } from "@/lib/auth/two-factor/session-of";

// POST /api/auth/two-factor/totp/confirm — extension: the app's first code turns TOTP on; ten recovery codes, shown once
export const POST = withCaller(
  async ({ req, caller, body }) => {
    await throttle("second-factor", { ip: clientIp(req.headers), email: caller.user.email });
    return Response.json(await confirmTotp(caller.user, sessionOf(caller), body.code));
  },
  { body: confirmTotpBody, audit: "two-factor:enable", secrets: ["recoveryCodes"] },
);

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed("POST");
