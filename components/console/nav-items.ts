import type { PermissionId } from "@/lib/permissions/catalogue";

// The console's areas. Each issue adds its own entry; `permission` hides the entry from callers who lack it.
type NavItem = {
  /** path below /organizations/{organizationId}/ */
  segment: string;
  /** key in the "shell" namespace: nav.<labelKey> */
  labelKey: string;
  permission?: PermissionId;
  reviewerOnly?: boolean;
  /** Hidden from platform reviewers visiting an organization they do not belong to. */
  memberOnly?: boolean;
  /** A badge after the label: the number of items waiting in the reviewers' queues. */
  badge?: "reviewQueues";
};

export const NAV_ITEMS: NavItem[] = [
  { segment: "dashboard", labelKey: "dashboard" },
  { segment: "campaigns", labelKey: "campaigns", permission: "campaign:read" },
  { segment: "reports", labelKey: "reports", permission: "campaign:read" },
  { segment: "cross-promotions", labelKey: "crossPromotions", permission: "house-campaign:read" },
  { segment: "apps", labelKey: "apps", permission: "app:read", memberOnly: true },
  { segment: "assets", labelKey: "assets", permission: "asset:read" },
  { segment: "members", labelKey: "members", permission: "member:read" },
  { segment: "roles", labelKey: "roles", permission: "role:read" },
  { segment: "service-accounts", labelKey: "serviceAccounts", permission: "service-account:read" },
  { segment: "balance", labelKey: "balance", permission: "balance:read" },
  { segment: "settlement", labelKey: "settlement", permission: "settlement:read" },
  { segment: "audit", labelKey: "audit", permission: "audit:read" },
  { segment: "api-key", labelKey: "apiKey", memberOnly: true },
  { segment: "permissions", labelKey: "permissions", memberOnly: true },
  { segment: "webhooks", labelKey: "webhooks", permission: "webhook:read" },
  { segment: "settings", labelKey: "settings", permission: "organization:read" },
  { segment: "review", labelKey: "review", reviewerOnly: true, badge: "reviewQueues" },
];
