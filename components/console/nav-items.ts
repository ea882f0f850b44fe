import type { PermissionId } from "@/lib/permissions/permission-ids";

// The console's areas. Each issue adds its own entry; `permission` hides the entry from callers who lack it.

/** The sidebar's groups, in its order (shell.navGroups.<group>); entries without a group come first, unheaded. */
export const NAV_GROUPS = ["advertising", "billing", "organization", "developers"] as const;
type NavGroup = (typeof NAV_GROUPS)[number];

type NavItem = {
  /** path below /organizations/{organizationId}/ */
  segment: string;
  /** key in the "shell" namespace: nav.<labelKey> */
  labelKey: string;
  permission?: PermissionId;
  reviewerOnly?: boolean;
  /** Shown to the instance's administrator only. */
  instanceAdminOnly?: boolean;
  /** Hidden from platform reviewers visiting an organization they do not belong to. */
  memberOnly?: boolean;
  /** A badge after the label: the number of items waiting in the reviewers' queues. */
  badge?: "reviewQueues";
  group?: NavGroup;
};

export const NAV_ITEMS: NavItem[] = [
  { segment: "dashboard", labelKey: "dashboard" },
  { segment: "review", labelKey: "review", reviewerOnly: true, badge: "reviewQueues" },
  { segment: "instance", labelKey: "instance", instanceAdminOnly: true },
  { segment: "campaigns", labelKey: "campaigns", permission: "campaign:read", group: "advertising" },
  { segment: "reports", labelKey: "reports", permission: "campaign:read", group: "advertising" },
  { segment: "cross-promotions", labelKey: "crossPromotions", permission: "house-campaign:read", group: "advertising" },
  { segment: "apps", labelKey: "apps", permission: "app:read", memberOnly: true, group: "advertising" },
  { segment: "assets", labelKey: "assets", permission: "asset:read", group: "advertising" },
  { segment: "balance", labelKey: "balance", permission: "balance:read", group: "billing" },
  { segment: "settlement", labelKey: "settlement", permission: "settlement:read", group: "billing" },
  { segment: "members", labelKey: "members", permission: "member:read", group: "organization" },
  { segment: "roles", labelKey: "roles", permission: "role:read", group: "organization" },
  { segment: "permissions", labelKey: "permissions", memberOnly: true, group: "organization" },
  { segment: "service-accounts", labelKey: "serviceAccounts", permission: "service-account:read", group: "organization" },
  { segment: "audit", labelKey: "audit", permission: "audit:read", group: "organization" },
  { segment: "settings", labelKey: "settings", permission: "organization:read", group: "organization" },
  { segment: "api-key", labelKey: "apiKey", memberOnly: true, group: "developers" },
  { segment: "webhooks", labelKey: "webhooks", permission: "webhook:read", group: "developers" },
];
