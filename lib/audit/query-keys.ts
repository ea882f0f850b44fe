export type AuditFilter = { actor?: string; action?: string; target?: string; from?: string; to?: string };

export const auditKeys = {
  all: (organizationId: string) => ["audit", organizationId] as const,
  list: (organizationId: string, filter: AuditFilter) => [...auditKeys.all(organizationId), "list", filter] as const,
};
