// The list of the caller's organizations is the one key not under an organization; the rest are
// ["organizations", organizationId, ...] like every other domain's keys.
export const organizationKeys = {
  all: ["organizations"] as const,
  list: () => [...organizationKeys.all, "list"] as const,
  organization: (organizationId: string) => [...organizationKeys.all, organizationId] as const,
  detail: (organizationId: string) => [...organizationKeys.organization(organizationId), "detail"] as const,
  permissions: (organizationId: string) => [...organizationKeys.organization(organizationId), "permissions"] as const,
  me: (organizationId: string) => [...organizationKeys.organization(organizationId), "me"] as const,
  twoFactor: (organizationId: string) => [...organizationKeys.organization(organizationId), "two-factor"] as const,
};
