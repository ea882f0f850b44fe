import { callerOperation } from "@/lib/http/operation";
import { setReviewer } from "@/lib/instance/administration";
import { instanceUserParams, instanceUserSchema, updateInstanceUserBody } from "@/lib/instance/schemas";
import { ADMINISTRATOR_ONLY, INSTANCE_TAG, INSTANCE_USER_EXAMPLE } from "./examples";

export const updateInstanceUser = callerOperation({
  method: "PATCH",
  path: "/api/core/instance/users/{userId}",
  operationId: "updateInstanceUser",
  reasons: ["PERMISSION_DENIED"],
  summary: "Grant or revoke platform reviewer rights",
  description: `A reviewer sees the review queues and decides on every organization's campaigns, ads, apps, top-ups and refunds; the change takes effect on the person's next request. Audited. ${ADMINISTRATOR_ONLY}`,
  tag: INSTANCE_TAG,
  params: instanceUserParams,
  body: updateInstanceUserBody,
  response: instanceUserSchema,
  errors: [404],
  audit: "instance:update-user",
  requestExample: { reviewer: true },
  responseExample: INSTANCE_USER_EXAMPLE,
  run: ({ caller, params, body }) => setReviewer(caller.user.id, params.userId, body.reviewer),
});
