import "server-only";
import { PAGE_SIZES } from "@/lib/api/page-limits";
import { callOperation } from "@/lib/http/server-call";
import { getMember, listMembers } from "@/lib/operations/members";
import { memberKeys } from "@/lib/members/query-keys";
import { prefetchFirstPage, prefetchJson } from "./server-query-client";

/** Operation 10's first page of 100 as useMembers reads it: the rows and the cursor its Link header names. */
export async function prefetchMembers(organizationId: string): Promise<void> {
  await prefetchFirstPage(memberKeys.list(organizationId), null, () =>
    callOperation(listMembers, { params: { organizationId }, query: { limit: PAGE_SIZES.members } }),
  );
}

/** GET members/{userId}, as useMember reads it (the API key page); a refusal or a user who is no member is left to the browser. */
export async function prefetchMember(organizationId: string, userId: string): Promise<void> {
  await prefetchJson(memberKeys.detail(organizationId, userId), () => callOperation(getMember, { params: { organizationId, userId } }));
}
