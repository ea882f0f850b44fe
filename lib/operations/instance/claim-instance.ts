import { personOperation } from "@/lib/http/operation";
import { claimInstanceBody, claimInstanceSchema } from "@/lib/instance/schemas";
import { claimInstance as claim } from "@/lib/instance/setup-link";
import { INSTANCE_TAG } from "./examples";

export const claimInstance = personOperation({
  method: "POST",
  path: "/api/core/instance/claim",
  operationId: "claimInstance",
  summary: "Become the instance's administrator with its setup link",
  description:
    "The server prints a setup link at its start while the instance has no administrator; the signed-in person who " +
    "sends its token becomes the administrator. It works once: a second claim is 409 INSTANCE_ALREADY_CLAIMED (also " +
    "when two arrive together: one wins), a token other than the last printed one 400 SETUP_LINK_INVALID.",
  tag: INSTANCE_TAG,
  body: claimInstanceBody,
  response: claimInstanceSchema,
  errors: [409],
  reasons: ["SETUP_LINK_INVALID", "INSTANCE_ALREADY_CLAIMED"],
  audit: "instance:claim",
  requestExample: { token: "q3Jt0mC1xY8dVb2LwZ7sNf4Hk9Ra6Ue5Pg0Ti1Oo2Wj" },
  responseExample: { userId: "6740a1b2c3d4e5f601230001", instanceAdmin: true, claimedAt: "2026-12-01T09:00:00.000Z" },
  run: ({ caller, body }) => claim(body.token, caller.user.id),
});
