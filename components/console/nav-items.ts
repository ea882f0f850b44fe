// The console's areas. Each issue adds its own entry; `permission` hides the entry from callers who lack it.
export type NavItem = {
  /** path below /organizations/{organizationId}/ */
  segment: string;
  /** key in the "shell" namespace: nav.<labelKey> */
  labelKey: string;
  permission?: string;
  reviewerOnly?: boolean;
};

export const NAV_ITEMS: NavItem[] = [
  { segment: "assets", labelKey: "assets", permission: "asset:read" },
  { segment: "settings", labelKey: "settings", permission: "organization:read" },
  { segment: "members", labelKey: "members", permission: "member:read" },
  { segment: "roles", labelKey: "roles", permission: "role:read" },
  { segment: "api-key", labelKey: "apiKey" },
  { segment: "permissions", labelKey: "permissions" },
  { segment: "apps", labelKey: "apps", permission: "app:read" },
  { segment: "review", labelKey: "review", reviewerOnly: true },
];
