import "server-only";
import { cache } from "react";
import { organizationAccess, loadMembership } from "@/lib/api/organization-access";
import { requireUser } from "@/lib/auth/session";
import { REVIEWER_ACTIONS, type Action } from "@/lib/permissions/catalogue";

/**
 * The signed-in user and what they may do in the organization, once per request: the same membership and
 * permission rules the API's organization routes apply to a session.
 */
export const sessionOrganization = cache(async (organizationId: string) => {
  const user = await requireUser(`/organizations/${organizationId}/settings`);
  const access = organizationAccess(organizationId, await loadMembership(organizationId, user.id), user.reviewer, true);
  const member = !!access.membership && !access.expired;
  /**
   * Whether a route needing `permission` on `target` would answer this caller: reviewers read what
   * REVIEWER_ACTIONS names of any organization, on the routes that let them (the prefetch of any other route
   * asks `member` too).
   */
  const may = (permission: Action, target?: string) =>
    (member || (user.reviewer && REVIEWER_ACTIONS.has(permission))) && access.can(permission, target);
  /** Let in by the reviewer flag alone, as the route wrapper's `asReviewer`: answers leave out secrets. */
  const asReviewer = (permission: Action, target?: string) => !(member && access.roleCan(permission, target));
  return { user, access, member, may, asReviewer };
});
