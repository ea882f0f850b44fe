// Permissions are data: this one table drives the catalogue (GET permissions), the wrapper's check,
// statement validation and the console's enabled/disabled buttons.

export const TARGET_TREE_ID = "organization-resources";

type PermissionDef = {
  readonly action: string;
  readonly label: string;
  readonly description: string;
  /** Can be narrowed to nodes of the target tree below the organization (apps, platforms). */
  readonly scopable?: boolean;
  /** Not part of the Viewer role's "reads everything": Owner and Admin only (the audit trail). */
  readonly notForViewers?: boolean;
};

type GroupDef = { readonly id: string; readonly label: string; readonly resource: string; readonly permissions: readonly PermissionDef[] };

export const PERMISSION_GROUPS = [
  {
    id: "organization",
    label: "Organization",
    resource: "organization",
    permissions: [
      { action: "read", label: "View organization", description: "Read the organization record and its child organizations." },
      { action: "update", label: "Edit organization", description: "Change the organization's name and description." },
      { action: "create", label: "Create child organizations", description: "Create organizations below this one." },
    ],
  },
  {
    id: "members",
    label: "Members",
    resource: "member",
    permissions: [
      { action: "read", label: "View members", description: "List members, their roles and API-key policies." },
      { action: "create", label: "Invite members", description: "Add members by e-mail." },
      { action: "update", label: "Manage members", description: "Change roles, expiry and API-key policies; rotate other members' keys." },
      { action: "delete", label: "Remove members", description: "Remove members from the organization." },
    ],
  },
  {
    id: "service-accounts",
    label: "Service accounts",
    resource: "service-account",
    permissions: [
      { action: "read", label: "View service accounts", description: "List service accounts, their roles and key policies." },
      {
        action: "manage",
        label: "Manage service accounts",
        description: "Create, change and delete service accounts; issue, rotate and revoke their keys.",
      },
    ],
  },
  {
    id: "roles",
    label: "Roles",
    resource: "role",
    permissions: [
      { action: "read", label: "View roles", description: "List roles and their statements." },
      { action: "create", label: "Create roles", description: "Create custom roles." },
      { action: "update", label: "Edit roles", description: "Change custom roles' names and statements." },
      { action: "delete", label: "Delete roles", description: "Delete custom roles no member holds." },
    ],
  },
  {
    id: "apps",
    label: "Apps",
    resource: "app",
    permissions: [
      { action: "read", label: "View apps", description: "List apps, their platforms and approval history.", scopable: true },
      { action: "create", label: "Register apps", description: "Register new apps (games)." },
      { action: "update", label: "Edit apps", description: "Change an app's name, tags and platform settings.", scopable: true },
      { action: "delete", label: "Delete apps", description: "Remove apps.", scopable: true },
      { action: "submit", label: "Request approval", description: "Request, re-request and cancel platform approval.", scopable: true },
    ],
  },
  {
    id: "campaigns",
    label: "Campaigns",
    resource: "campaign",
    permissions: [
      { action: "read", label: "View campaigns", description: "Read campaigns, their ads and creatives.", scopable: true },
      { action: "create", label: "Create campaigns", description: "Create advertising campaigns.", scopable: true },
      { action: "update", label: "Manage campaigns", description: "Edit campaigns and pause, resume or end them.", scopable: true },
    ],
  },
  {
    id: "house-campaigns",
    label: "Cross promotion",
    resource: "house-campaign",
    permissions: [
      {
        action: "read",
        label: "View cross promotions",
        description: "List house campaigns and their serving eligibility.",
        scopable: true,
      },
      {
        action: "create",
        label: "Create cross promotions",
        description: "Promote one of the organization's apps in its inventory.",
        scopable: true,
      },
      { action: "update", label: "Edit cross promotions", description: "Change house campaigns.", scopable: true },
    ],
  },
  {
    id: "assets",
    label: "Creative assets",
    resource: "asset",
    permissions: [
      { action: "read", label: "View assets", description: "List uploaded creatives and their processing status." },
      { action: "create", label: "Upload assets", description: "Upload creative source files and retry their processing." },
    ],
  },
  {
    id: "settlement",
    label: "Settlement",
    resource: "settlement",
    permissions: [
      { action: "read", label: "View settlement account", description: "See the settlement bank account (number masked)." },
      { action: "update", label: "Change settlement account", description: "Register or change the settlement bank account." },
      { action: "refund", label: "Ask for refunds", description: "Ask for unused balance back to the settlement bank account." },
    ],
  },
  {
    id: "balance",
    label: "Balance",
    resource: "balance",
    permissions: [
      { action: "read", label: "View balance", description: "Read the balance, charge history and top-up requests." },
      { action: "top-up", label: "Request top-ups", description: "Ask to add funds by bank transfer and cancel open requests." },
    ],
  },
  {
    id: "billing",
    label: "Billing documents",
    resource: "billing",
    permissions: [
      {
        action: "read",
        label: "View billing documents",
        description: "See the business details, receipts, monthly statements, tax invoices and refund requests.",
      },
      {
        action: "update",
        label: "Manage billing details",
        description: "Register the business details and ask for tax invoices.",
      },
    ],
  },
  {
    id: "webhooks",
    label: "Webhooks",
    resource: "webhook",
    permissions: [
      { action: "read", label: "View webhooks", description: "List webhook endpoints and their deliveries, with each attempt's answer." },
      {
        action: "manage",
        label: "Manage webhooks",
        description: "Add, change and delete endpoints, rotate their signing secrets, send test events and resend deliveries.",
      },
    ],
  },
  {
    id: "events",
    label: "Events",
    resource: "event",
    permissions: [
      {
        action: "read",
        label: "View events",
        description: "List what happened in the organization (reviews, budgets, balance, top-ups, assets, members, keys).",
      },
    ],
  },
  {
    id: "audit",
    label: "Audit trail",
    resource: "audit",
    permissions: [
      {
        action: "read",
        label: "View audit trail",
        description: "See who changed what, when and from where in the organization.",
        notForViewers: true,
      },
    ],
  },
] as const satisfies readonly GroupDef[];

type Group = (typeof PERMISSION_GROUPS)[number];
/** A catalogue permission id, `resource:action`: a typo in a route, useCan or a nav item fails to compile. */
export type PermissionId = { [G in Group as G["id"]]: `${G["resource"]}:${G["permissions"][number]["action"]}` }[Group["id"]];

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

export const PERMISSIONS: Permission[] = PERMISSION_GROUPS.flatMap((group: GroupDef) =>
  group.permissions.map((p) => {
    const id = `${group.resource}:${p.action}` as PermissionId;
    return {
      id,
      resource: group.resource,
      action: p.action,
      label: p.label,
      description: p.description,
      statementTemplate: `${id}@{target}`,
      statementAction: id,
      ...(p.scopable ? { targetTreeId: TARGET_TREE_ID } : {}),
      ...(p.notForViewers ? { notForViewers: true } : {}),
    };
  }),
);

export const PERMISSION_IDS: ReadonlySet<string> = new Set(PERMISSIONS.map((p) => p.id));
export const RESOURCES: ReadonlySet<string> = new Set<string>(PERMISSION_GROUPS.map((g) => g.resource));

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

export const isPermissionId = (action: string): action is PermissionId => PERMISSION_IDS.has(action);
