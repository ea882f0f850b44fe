export const topUpKeys = {
  all: (organizationId: string) => ["top-ups", organizationId] as const,
  list: (organizationId: string) => [...topUpKeys.all(organizationId), "list"] as const,
  queue: () => ["review-queue", "top-ups"] as const,
};
