import { withPublic } from "@/lib/api/handler";
import { clientIp } from "@/lib/api/client-ip";
import { throttle } from "@/lib/auth/throttle";
import { signUpBody } from "@/lib/users/schemas";
import { signUp } from "@/lib/users/sign-up";
import { methodsNotAllowed } from "@/lib/api/not-allowed";

// POST /api/auth/sign-up — extension: create an account and its first organization (after e-mail confirmation)
export const POST = withPublic(
  async ({ req, body }) => {
    await throttle("sign-up", { ip: clientIp(req.headers), email: body.email });
    return Response.json(await signUp(body, clientIp(req.headers)));
  },
  { body: signUpBody, audit: "user:sign-up" },
);

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed("POST");
