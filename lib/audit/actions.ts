/**
 * The actions the audit trail records: a route's permission (role:update), or the name a route gives its change
 * when its permission is checked in the handler (campaign:create, api-key:rotate), and the account events. The
 * Audit page shows each in words (audit.actions in the catalogue); the code stays beside it for the filter.
 */
export const AUDIT_ACTIONS = [
  "organization:create",
  "organization:update",
  "member:create",
  "member:update",
  "member:delete",
  "member:leave",
  "role:create",
  "role:update",
  "role:delete",
  "app:create",
  "app:update",
  "app:delete",
  "app:approval:request-approval",
  "app:approval:cancel",
  "app:approval:approve",
  "app:approval:reject",
  "asset:create",
  "asset:retry",
  "settlement:update",
  "balance:charge",
  "balance:top-up",
  "top-up:cancel",
  "campaign:create",
  "campaign:update",
  "campaign:change-status",
  "campaign:review-ad",
  "house-campaign:create",
  "house-campaign:update",
  "api-key:update-policy",
  "api-key:rotate",
  "organization:require-two-factor",
  "member:reset-two-factor",
  "two-factor:start",
  "two-factor:enable",
  "two-factor:disable",
  "two-factor:recovery-codes",
  "passkey:options",
  "passkey:create",
  "passkey:update",
  "passkey:delete",
  "passkey:sign-in-options",
  "session:sign-in",
  "session:sign-out",
  "user:sign-up",
] as const;

/** An action the code records: the wrapper's `audit` option and recordAudit take only these. */
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
