import { callerOperation } from "@/lib/http/operation";
import { makeResetLink } from "@/lib/instance/administration";
import { instanceUserParams, resetLinkSchema } from "@/lib/instance/schemas";
import { ADMINISTRATOR_ONLY, INSTANCE_TAG } from "./examples";

export const createResetLink = callerOperation({
  method: "POST",
  path: "/api/core/instance/users/{userId}/reset-link",
  operationId: "createResetLink",
  reasons: ["PERMISSION_DENIED"],
  summary: "Make a password reset link to hand over",
  description: `For an install that sends no mail: the single-use link (1 hour) "Forgot password" would e-mail, built from the configured public address, in this answer only. Audited. ${ADMINISTRATOR_ONLY}`,
  tag: INSTANCE_TAG,
  params: instanceUserParams,
  response: resetLinkSchema,
  successStatus: 201,
  secrets: ["link"],
  errors: [404],
  audit: "instance:reset-link",
  responseExample: {
    userId: "6740a1b2c3d4e5f601230002",
    email: "reviewer@example.com",
    link: "https://console.example.com/reset-password?token=q3Jt0mC1xY8dVb2LwZ7sNf4Hk9Ra6Ue5Pg0Ti1Oo2Wj",
    expiresAt: "2026-12-01T10:00:00.000Z",
  },
  run: ({ caller, params }) => makeResetLink(caller.user.id, params.userId),
});
