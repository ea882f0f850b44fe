import { withCaller } from "@/lib/api/handler";
import { clientIp } from "@/lib/api/client-ip";
import { methodsNotAllowed } from "@/lib/api/not-allowed";
import { throttle } from "@/lib/auth/throttle";
import { regenerateRecoveryCodes } from "@/lib/auth/two-factor/enrolment";
import { passwordBody } from "@/lib/auth/two-factor/schemas";

// POST /api/auth/two-factor/recovery-codes — extension: ten new recovery codes (the old ones stop working), shown once
export const POST = withCaller(
  async ({ req, caller, body }) => {
    await throttle("sign-in", { ip: clientIp(req.headers), email: caller.user.email });
    return Response.json(await regenerateRecoveryCodes(caller.user, body.password));
  },
  { body: passwordBody, audit: "two-factor:recovery-codes", secrets: ["recoveryCodes"] },
);

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed("POST");
