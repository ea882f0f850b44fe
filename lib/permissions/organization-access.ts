import "server-only";
import type { Prisma } from "@/lib/db/generated/client";
import { REVIEWER_ACTIONS, REVIEWER_ONLY_ACTIONS, type Action } from "@/lib/permissions/catalogue";
import type { PermissionId } from "@/lib/permissions/permission-ids";
import { appsReached, grantsBelow, isAllowed, organizationTarget } from "@/lib/permissions/statements";

/** A membership with its role, as the route wrapper loads it. */
export type MembershipRow = Prisma.MembershipGetPayload<{ include: { role: true } }>;

type OrganizationAccess = {
  /** Null for a pending invitation or a caller who is no member. */
  membership: MembershipRow | null;
  expired: boolean;
  statements: readonly string[];
  /** Whether the caller may do `action` on `target` (default: the organization itself). */
  can: (action: Action, target?: string) => boolean;
  /** The same, by the caller's role here alone (what the platform reviewer flag adds left out). */
  roleCan: (action: Action, target?: string) => boolean;
  /** The apps `permission` reaches when held only on some apps: "all", the apps' ids, or none ([]). */
  appScope: (permission: PermissionId) => "all" | string[];
};

/** What a service account's key may do in its organization: its role's statements, never a reviewer's actions. */
export function serviceAccountAccess(organizationId: string, statements: readonly string[]): OrganizationAccess {
  const roleCan = (action: Action, on = organizationTarget(organizationId)) =>
    !REVIEWER_ONLY_ACTIONS.has(action) && isAllowed(statements, action, on);
  const appScope = (permission: PermissionId) =>
    roleCan(permission) ? "all" : appsReached(grantsBelow(statements, organizationId), permission);
  return { membership: null, expired: false, statements, can: roleCan, roleCan, appScope };
}

/**
 * What a caller may do in an organization: its membership's role, and the reviewer flag for reviewer-only
 * actions. `reviewerReads`: the route lets platform reviewers read here, so the flag also grants the reads
 * REVIEWER_ACTIONS names; elsewhere it grants none (a reviewer reads no organization's record or permissions).
 */
export function organizationAccess(
  organizationId: string,
  found: MembershipRow | null,
  reviewer: boolean,
  reviewerReads: boolean,
): OrganizationAccess {
  // An invitation not yet accepted by the person it was sent to grants nothing.
  const membership = found?.invitationStatus === "PENDING" ? null : found;
  const expired = !!membership?.expiresAt && membership.expiresAt.getTime() <= Date.now();
  const statements = membership && !expired ? membership.role.statements : [];
  // Reviewer-only actions (app:review, …) come from the user flag alone: no role's `*` or `app:*` grants them.
  const roleCan = (action: Action, on = organizationTarget(organizationId)) =>
    !REVIEWER_ONLY_ACTIONS.has(action) && isAllowed(statements, action, on);
  const can = (action: Action, on = organizationTarget(organizationId)) =>
    REVIEWER_ONLY_ACTIONS.has(action) ? reviewer : roleCan(action, on) || (reviewer && reviewerReads && REVIEWER_ACTIONS.has(action));
  const appScope = (permission: PermissionId) =>
    can(permission) ? "all" : appsReached(grantsBelow(statements, organizationId), permission);
  return { membership, expired, statements, can, roleCan, appScope };
}
