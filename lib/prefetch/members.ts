import "server-only";
import { paginationQuery } from "@/lib/api/pagination";
import { listMembers } from "@/lib/members/list-members";
import { serializeMember } from "@/lib/members/member-schema";
import { memberKeys } from "@/lib/members/query-keys";
import { prefetchFirstPage } from "./server-query-client";
import { sessionOrganization } from "./session-organization";

/** Operation 10's first page of 100 as useMembers reads it: the rows and the cursor its Link header names. */
export async function prefetchMembers(organizationId: string): Promise<void> {
  if (!(await sessionOrganization(organizationId)).may("member:read")) return;
  await prefetchFirstPage(memberKeys.list(organizationId), null, async () => {
    const page = await listMembers(organizationId, paginationQuery.parse({ limit: "100" }));
    return { items: page.items.map(serializeMember), nextCursor: page.nextCursor };
  });
}
