export const memberKeys = {
  all: (organizationId: string) => ["members", organizationId] as const,
  list: (organizationId: string) => [...memberKeys.all(organizationId), "list"] as const,
  detail: (organizationId: string, userId: string) => [...memberKeys.all(organizationId), "detail", userId] as const,
};
