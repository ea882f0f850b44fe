export const settlementKeys = {
  all: (organizationId: string) => ["settlement", organizationId] as const,
  account: (organizationId: string) => [...settlementKeys.all(organizationId), "account"] as const,
};
