import { callerOperation } from "@/lib/http/operation";
import { assertInstanceAdmin, listInstanceUsers as list } from "@/lib/instance/administration";
import { instanceUsersQuery, instanceUsersSchema } from "@/lib/instance/schemas";
import { ADMINISTRATOR_ONLY, INSTANCE_TAG, INSTANCE_USER_EXAMPLE } from "./examples";

export const listInstanceUsers = callerOperation({
  method: "GET",
  path: "/api/core/instance/users",
  operationId: "listInstanceUsers",
  reasons: ["PERMISSION_DENIED"],
  summary: "The instance's accounts",
  description: `Every account whose e-mail or name contains \`q\` (any case), oldest first, with its reviewer and administrator flags. ${ADMINISTRATOR_ONLY}`,
  tag: INSTANCE_TAG,
  query: instanceUsersQuery,
  pagination: "items",
  response: instanceUsersSchema,
  responseExample: { items: [INSTANCE_USER_EXAMPLE], nextCursor: null },
  run: ({ caller, query }) => {
    assertInstanceAdmin(caller.user);
    return list(query);
  },
});
