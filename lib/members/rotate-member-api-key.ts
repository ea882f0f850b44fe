import "server-only";
import { getMembershipOrThrow } from "./get-membership-or-throw";
import { assertMayManageKeyOf, type Actor } from "@/lib/permissions/member-authority";
import { rotateApiKey } from "./rotate-api-key";

/** Operation 14: a new key for the member, the old one revoked at once. The key is in the answer and nowhere else. */
export async function rotateMemberApiKey(organizationId: string, actor: Actor, userId: string) {
  const target = await getMembershipOrThrow({ userId, organizationId });
  assertMayManageKeyOf(actor, target);
  return rotateApiKey(target.id);
}
