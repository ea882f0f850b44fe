export const serviceAccountKeys = {
  all: (organizationId: string) => ["service-accounts", organizationId] as const,
  list: (organizationId: string) => [...serviceAccountKeys.all(organizationId), "list"] as const,
};
