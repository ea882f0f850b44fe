export const roleKeys = {
  all: (organizationId: string) => ["roles", organizationId] as const,
  list: (organizationId: string) => [...roleKeys.all(organizationId), "list"] as const,
  detail: (organizationId: string, roleId: string) => [...roleKeys.all(organizationId), "detail", roleId] as const,
};
