import { callerOperation } from "@/lib/http/operation";
import { confirmWaitingSignUp } from "@/lib/instance/administration";
import { confirmedSignUpSchema, signUpParams } from "@/lib/instance/schemas";
import { ADMINISTRATOR_ONLY, INSTANCE_TAG } from "./examples";

export const confirmSignUp = callerOperation({
  method: "POST",
  path: "/api/core/instance/sign-ups/{signUpId}/confirm",
  operationId: "confirmSignUp",
  reasons: ["PERMISSION_DENIED", "SIGN_UP_NOT_WAITING", "EMAIL_TAKEN"],
  summary: "Confirm a waiting sign-up",
  description: `The administrator vouches for the address instead of a mailed link: the account and its organization are made, and the person signs in with the password they chose. Other sign-ups waiting for the same address end. Audited. ${ADMINISTRATOR_ONLY}`,
  tag: INSTANCE_TAG,
  params: signUpParams,
  response: confirmedSignUpSchema,
  errors: [404, 409],
  audit: "instance:confirm-sign-up",
  responseExample: { userId: "6740a1b2c3d4e5f601230003", email: "new@studio.example", organizationId: "6740a1b2c3d4e5f601234567" },
  run: ({ caller, params }) => confirmWaitingSignUp(caller.user.id, params.signUpId),
});
