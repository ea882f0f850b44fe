// The catalogue's permissions without their words: each group's resource and actions, what the statement parser,
// the role checks and a permission id's type need. The words (labels, descriptions) are in ./catalogue.ts, keyed
// by these ids; the console's role checks (members, service accounts) parse statements in the browser and load
// only this file.

type ActionDef = {
  readonly action: string;
  /** Can be narrowed to nodes of the target tree below the organization (apps, platforms). */
  readonly scopable?: boolean;
  /** Not part of the Viewer role's "reads everything": Owner and Admin only (the audit trail). */
  readonly notForViewers?: boolean;
};

type GroupDef = { readonly id: string; readonly resource: string; readonly permissions: readonly ActionDef[] };

export const PERMISSION_GROUP_ACTIONS = [
  { id: "organization", resource: "organization", permissions: [{ action: "read" }, { action: "update" }, { action: "create" }] },
  {
    id: "members",
    resource: "member",
    permissions: [{ action: "read" }, { action: "create" }, { action: "update" }, { action: "delete" }],
  },
  { id: "service-accounts", resource: "service-account", permissions: [{ action: "read" }, { action: "manage" }] },
  { id: "roles", resource: "role", permissions: [{ action: "read" }, { action: "create" }, { action: "update" }, { action: "delete" }] },
  {
    id: "apps",
    resource: "app",
    permissions: [
      { action: "read", scopable: true },
      { action: "create" },
      { action: "update", scopable: true },
      { action: "delete", scopable: true },
      { action: "submit", scopable: true },
    ],
  },
  {
    id: "campaigns",
    resource: "campaign",
    permissions: [
      { action: "read", scopable: true },
      { action: "create", scopable: true },
      { action: "update", scopable: true },
    ],
  },
  {
    id: "house-campaigns",
    resource: "house-campaign",
    permissions: [
      { action: "read", scopable: true },
      { action: "create", scopable: true },
      { action: "update", scopable: true },
    ],
  },
  { id: "assets", resource: "asset", permissions: [{ action: "read" }, { action: "create" }] },
  { id: "settlement", resource: "settlement", permissions: [{ action: "read" }, { action: "update" }, { action: "refund" }] },
  { id: "balance", resource: "balance", permissions: [{ action: "read" }, { action: "top-up" }] },
  { id: "billing", resource: "billing", permissions: [{ action: "read" }, { action: "update" }] },
  { id: "webhooks", resource: "webhook", permissions: [{ action: "read" }, { action: "manage" }] },
  { id: "events", resource: "event", permissions: [{ action: "read" }] },
  { id: "audit", resource: "audit", permissions: [{ action: "read", notForViewers: true }] },
] as const satisfies readonly GroupDef[];

type Group = (typeof PERMISSION_GROUP_ACTIONS)[number];
export type PermissionGroupId = Group["id"];
/** A catalogue permission id, `resource:action`: a typo in a route, useCan or a nav item fails to compile. */
export type PermissionId = { [G in Group as G["id"]]: `${G["resource"]}:${G["permissions"][number]["action"]}` }[Group["id"]];

/** Every catalogue permission in the catalogue's order, without its words. */
export const PERMISSION_ACTIONS = PERMISSION_GROUP_ACTIONS.flatMap((group: GroupDef) =>
  group.permissions.map((p) => ({
    id: `${group.resource}:${p.action}` as PermissionId,
    resource: group.resource,
    action: p.action,
    scopable: p.scopable === true,
    notForViewers: p.notForViewers === true,
  })),
);

export const PERMISSION_IDS: ReadonlySet<string> = new Set(PERMISSION_ACTIONS.map((p) => p.id));
export const RESOURCES: ReadonlySet<string> = new Set<string>(PERMISSION_GROUP_ACTIONS.map((g) => g.resource));

export const isPermissionId = (action: string): action is PermissionId => PERMISSION_IDS.has(action);
