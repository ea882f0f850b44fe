import { personOperation } from "@/lib/http/operation";
import { startTotp as start } from "@/lib/auth/two-factor/enrolment";
import { totpEnrolmentSchema } from "@/lib/auth/two-factor/schemas";
import { ACCOUNT_TAG } from "@/lib/operations/users/examples";
import { TWO_FACTOR_PATH } from "./examples";

export const startTotp = personOperation({
  method: "POST",
  path: `${TWO_FACTOR_PATH}/totp`,
  operationId: "startTotp",
  summary: "Start setting up an authenticator app",
  description:
    "A new TOTP secret (RFC 6238: SHA-1, 6 digits, 30 s) as text, otpauth URI and QR code. Nothing changes until its first code confirms it.",
  tag: ACCOUNT_TAG,
  audit: "two-factor:start",
  reauthenticate: true,
  secrets: ["secret", "uri", "qrCode"],
  response: totpEnrolmentSchema,
  run: ({ caller }) => start(caller.user),
});
