import { withCaller } from "@/lib/api/handler";
import { methodsNotAllowed } from "@/lib/api/not-allowed";
import { startTotp } from "@/lib/auth/two-factor/enrolment";

// POST /api/auth/two-factor/totp — extension: a new authenticator-app secret (text, URI and QR code), on once confirmed
export const POST = withCaller(async ({ caller }) => Response.json(await startTotp(caller.user)), {
  audit: "two-factor:start",
  secrets: ["secret", "uri", "qrCode"],
});

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed("POST");
