import "server-only";
import { paginationQuery } from "@/lib/api/pagination";
import { OBJECT_ID_PATTERN } from "@/lib/ids";
import { getMembershipOrThrow } from "@/lib/members/get-membership-or-throw";
import { listMembers } from "@/lib/members/list-members";
import { serializeMember } from "@/lib/members/member-schema";
import { memberKeys } from "@/lib/members/query-keys";
import { actorOf, assertMayReadMember } from "@/lib/permissions/member-authority";
import { prefetchFirstPage, prefetchJson } from "./server-query-client";
import { sessionOrganization } from "./session-organization";
import { PAGE_SIZES } from "@/lib/api/page-limits";

/** Operation 10's first page of 100 as useMembers reads it: the rows and the cursor its Link header names. */
export async function prefetchMembers(organizationId: string): Promise<void> {
  if (!(await sessionOrganization(organizationId)).may("member:read")) return;
  await prefetchFirstPage(memberKeys.list(organizationId), null, async () => {
    const page = await listMembers(organizationId, paginationQuery.parse({ limit: String(PAGE_SIZES.members) }));
    return { items: page.items.map(serializeMember), nextCursor: page.nextCursor };
  });
}

/** GET members/{userId}, as useMember reads it (the API key page): the caller's own, or anyone's with member:read. */
export async function prefetchMember(organizationId: string, userId: string): Promise<void> {
  const { access, member } = await sessionOrganization(organizationId);
  if (!member || !OBJECT_ID_PATTERN.test(userId)) return;
  // A refusal or a user who is no member throws: the browser asks and shows it.
  await prefetchJson(memberKeys.detail(organizationId, userId), async () => {
    assertMayReadMember(actorOf(access.membership, access.can), userId);
    return serializeMember(await getMembershipOrThrow({ userId, organizationId }));
  });
}
