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
  { segment: "settings", labelKey: "settings", permission: "organization:read" },
  { segment: "permissions", labelKey: "permissions" },
];
