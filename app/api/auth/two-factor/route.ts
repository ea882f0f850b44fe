import { withCaller } from "@/lib/api/handler";
import { clientIp } from "@/lib/api/client-ip";
import { methodsNotAllowed } from "@/lib/api/not-allowed";
import { throttle } from "@/lib/auth/throttle";
import { disableTwoFactor, twoFactorStatus } from "@/lib/auth/two-factor/enrolment";
import { passwordBody } from "@/lib/auth/two-factor/schemas";
import { sessionOf } from "@/lib/auth/two-factor/session-of";

// GET /api/auth/two-factor — extension: whether sign-in asks for a second factor, and which ones the caller has
export const GET = withCaller(async ({ caller }) => Response.json(await twoFactorStatus(caller.user.id)));

// DELETE /api/auth/two-factor — extension: turn two-factor off (the password again); other sessions end, a mail says so
export const DELETE = withCaller(
  async ({ req, caller, body }) => {
    await throttle("sign-in", { ip: clientIp(req.headers), email: caller.user.email });
    return Response.json(await disableTwoFactor(caller.user, sessionOf(caller), body.password));
  },
  { body: passwordBody, audit: "two-factor:disable" },
);

export const { POST, PUT, PATCH } = methodsNotAllowed("GET", "DELETE");
