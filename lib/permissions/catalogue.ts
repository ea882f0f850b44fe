// Permissions are data: this one table drives the catalogue (GET permissions), the wrapper's check,
// statement validation and the console's enabled/disabled buttons.

export const TARGET_TREE_ID = "organization-resources";

type PermissionDef = {
  action: string;
  label: string;
  description: string;
  /** Can be narrowed to nodes of the target tree below the organization (apps, platforms). */
  scopable?: boolean;
};

type GroupDef = { id: string; label: string; resource: string; permissions: PermissionDef[] };

export const PERMISSION_GROUPS: GroupDef[] = [
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
      { action: "read", label: "View cross promotions", description: "List house campaigns and their serving eligibility.", scopable: true },
      { action: "create", label: "Create cross promotions", description: "Promote one of the organization's apps in its inventory.", scopable: true },
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
];

export type Permission = {
  id: string;
  resource: string;
  action: string;
  label: string;
  description: string;
  statementTemplate: string;
  statementAction: string;
  targetTreeId?: string;
};

export const PERMISSIONS: Permission[] = PERMISSION_GROUPS.flatMap((group) =>
  group.permissions.map((p) => {
    const id = `${group.resource}:${p.action}`;
    return {
      id,
      resource: group.resource,
      action: p.action,
      label: p.label,
      description: p.description,
      statementTemplate: `${id}@{target}`,
      statementAction: id,
      ...(p.scopable ? { targetTreeId: TARGET_TREE_ID } : {}),
    };
  }),
);

export const PERMISSION_IDS = new Set(PERMISSIONS.map((p) => p.id));
export const RESOURCES = new Set(PERMISSION_GROUPS.map((g) => g.resource));

/** Actions a platform reviewer (a user flag) may use in any organization. */
export const REVIEWER_ACTIONS = new Set([
  "organization:read",
  "app:read",
  "app:review",
  "campaign:read",
  "campaign:review",
  "balance:read",
  "balance:charge",
]);

/** Reviewer actions no role can hold: granted by the reviewer flag only, never by a statement such as `*`. */
export const REVIEWER_ONLY_ACTIONS = new Set([...REVIEWER_ACTIONS].filter((action) => !PERMISSION_IDS.has(action)));

/** Every action the wrapper may be asked to check: the catalogue's plus the reviewer-only ones. */
export type Action = string;
