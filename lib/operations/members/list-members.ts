import { organizationOperation } from "@/lib/http/operation";
import { paginationQuery } from "@/lib/api/pagination";
import { listMembers as listMemberRows } from "@/lib/members/list-members";
import { serializeMember } from "@/lib/members/member-schema";
import { memberListSchema } from "@/lib/members/schemas";
import { memberExample, MEMBERS_PATH, MEMBERS_TAG } from "./examples";

export const listMembers = organizationOperation({
  method: "GET",
  path: MEMBERS_PATH,
  operationId: "listMembers",
  operation: 10,
  summary: "List members",
  description: "In the order they joined. `limit` (default 50, max 200) and `cursor`; the next page is in the `Link` header.",
  tag: MEMBERS_TAG,
  permission: "member:read",
  query: paginationQuery,
  pagination: "link",
  response: memberListSchema,
  responseExample: [memberExample],
  run: async ({ organizationId, query }) => {
    const page = await listMemberRows(organizationId, query);
    return { items: page.items.map(serializeMember), nextCursor: page.nextCursor };
  },
});
