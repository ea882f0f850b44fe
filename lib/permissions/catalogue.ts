// Permissions are data: the groups and actions in ./permission-ids.ts and their words here drive the catalogue
// (GET permissions), the wrapper's check, statement validation and the console's enabled/disabled buttons.
import { PERMISSION_ACTIONS, PERMISSION_GROUP_ACTIONS, type PermissionGroupId, type PermissionId } from "./permission-ids";

export const TARGET_TREE_ID = "organization-resources";

// The API's words for each group and permission (the console shows its own, lib/i18n/messages/*/catalogue.json).
const GROUP_LABELS = {
  organization: "Organization",
  members: "Members",
  "service-accounts": "Service accounts",
  roles: "Roles",
  apps: "Apps",
  campaigns: "Campaigns",
  "house-campaigns": "Cross promotion",
  assets: "Creative assets",
  settlement: "Settlement",
  balance: "Balance",
  billing: "Billing documents",
  webhooks: "Webhooks",
  events: "Events",
  audit: "Audit trail",
} as const satisfies Record<PermissionGroupId, string>;

const PERMISSION_WORDS = {
  "organization:read": { label: "View organization", description: "Read the organization record and its child organizations." },
  "organization:update": { label: "Edit organization", description: "Change the organization's name and description." },
  "organization:create": { label: "Create child organizations", description: "Create organizations below this one." },
  "member:read": { label: "View members", description: "List members, their roles and API-key policies." },
  "member:create": { label: "Invite members", description: "Add members by e-mail." },
  "member:update": { label: "Manage members", description: "Change roles, expiry and API-key policies; rotate other members' keys." },
  "member:delete": { label: "Remove members", description: "Remove members from the organization." },
  "service-account:read": { label: "View service accounts", description: "List service accounts, their roles and key policies." },
  "service-account:manage": {
    label: "Manage service accounts",
    description: "Create, change and delete service accounts; issue, rotate and revoke their keys.",
  },
  "role:read": { label: "View roles", description: "List roles and their statements." },
  "role:create": { label: "Create roles", description: "Create custom roles." },
  "role:update": { label: "Edit roles", description: "Change custom roles' names and statements." },
  "role:delete": { label: "Delete roles", description: "Delete custom roles no member holds." },
  "app:read": { label: "View apps", description: "List apps, their platforms and approval history." },
  "app:create": { label: "Register apps", description: "Register new apps (games)." },
  "app:update": { label: "Edit apps", description: "Change an app's name, tags and platform settings." },
  "app:delete": { label: "Delete apps", description: "Remove apps." },
  "app:submit": { label: "Request approval", description: "Request, re-request and cancel platform approval." },
  "campaign:read": { label: "View campaigns", description: "Read campaigns, their ads and creatives." },
  "campaign:create": { label: "Create campaigns", description: "Create advertising campaigns." },
  "campaign:update": { label: "Manage campaigns", description: "Edit campaigns and pause, resume or end them." },
  "house-campaign:read": { label: "View cross promotions", description: "List house campaigns and their serving eligibility." },
  "house-campaign:create": { label: "Create cross promotions", description: "Promote one of the organization's apps in its inventory." },
  "house-campaign:update": { label: "Edit cross promotions", description: "Change house campaigns." },
  "asset:read": { label: "View assets", description: "List uploaded creatives and their processing status." },
  "asset:create": { label: "Upload assets", description: "Upload creative source files and retry their processing." },
  "settlement:read": { label: "View settlement account", description: "See the settlement bank account (number masked)." },
  "settlement:update": { label: "Change settlement account", description: "Register or change the settlement bank account." },
  "settlement:refund": { label: "Ask for refunds", description: "Ask for unused balance back to the settlement bank account." },
  "balance:read": { label: "View balance", description: "Read the balance, charge history and top-up requests." },
  "balance:top-up": { label: "Request top-ups", description: "Ask to add funds by bank transfer and cancel open requests." },
  "billing:read": {
    label: "View billing documents",
    description: "See the business details, receipts, monthly statements, tax invoices and refund requests.",
  },
  "billing:update": { label: "Manage billing details", description: "Register the business details and ask for tax invoices." },
  "webhook:read": { label: "View webhooks", description: "List webhook endpoints and their deliveries, with each attempt's answer." },
  "webhook:manage": {
    label: "Manage webhooks",
    description: "Add, change and delete endpoints, rotate their signing secrets, send test events and resend deliveries.",
  },
  "event:read": {
    label: "View events",
    description: "List what happened in the organization (reviews, budgets, balance, top-ups, assets, members, keys).",
  },
  "audit:read": { label: "View audit trail", description: "See who changed what, when and from where in the organization." },
} as const satisfies Record<PermissionId, { label: string; description: string }>;

export const PERMISSION_GROUPS = PERMISSION_GROUP_ACTIONS.map((group) => ({ ...group, label: GROUP_LABELS[group.id] }));

export type Permission = {
  id: PermissionId;
  resource: string;
  action: string;
  label: string;
  description: string;
  statementTemplate: string;
  statementAction: string;
  targetTreeId?: string;
  notForViewers?: boolean;
};

export const PERMISSIONS: Permission[] = PERMISSION_ACTIONS.map((p) => ({
  id: p.id,
  resource: p.resource,
  action: p.action,
  ...PERMISSION_WORDS[p.id],
  statementTemplate: `${p.id}@{target}`,
  statementAction: p.id,
  ...(p.scopable ? { targetTreeId: TARGET_TREE_ID } : {}),
  ...(p.notForViewers ? { notForViewers: true } : {}),
}));

/** Reviewer actions no role can hold: granted by the reviewer flag only, never by a statement such as `*`. */
const REVIEWER_ONLY = ["app:review", "campaign:review", "balance:charge"] as const;
type ReviewerOnlyAction = (typeof REVIEWER_ONLY)[number];

/** Every action the wrapper may be asked to check: the catalogue's plus the reviewer-only ones. */
export type Action = PermissionId | ReviewerOnlyAction;

/**
 * Actions a platform reviewer (a user flag) may use in any organization: the reviewer-only decisions, and the
 * reads they need to make them (an app and its approval history, a campaign, the balance), on the routes that
 * let reviewers in. Not the organization's record, members, roles or permission tree.
 */
export const REVIEWER_ACTIONS: ReadonlySet<Action> = new Set<Action>(["app:read", "campaign:read", "balance:read", ...REVIEWER_ONLY]);

export const REVIEWER_ONLY_ACTIONS: ReadonlySet<Action> = new Set<Action>(REVIEWER_ONLY);
