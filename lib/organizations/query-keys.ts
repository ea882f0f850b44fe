export const organizationKeys = {
  all: ["organizations"] as const,
  list: () => [...organizationKeys.all, "list"] as const,
  detail: (organizationId: string) => [...organizationKeys.all, "detail", organizationId] as const,
  permissions: (organizationId: string) => [...organizationKeys.all, "permissions", organizationId] as const,
  me: (organizationId: string) => [...organizationKeys.all, "me", organizationId] as const,
};
