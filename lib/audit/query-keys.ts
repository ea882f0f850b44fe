export type AuditFilter = { actor?: string; action?: string; target?: string; from?: string; to?: string };

/** The audit log's filter as the page keeps it in the URL (?actor=&action=&target=&from=&to=, days as YYYY-MM-DD). */
export const AUDIT_URL_DEFAULTS = { actor: "", action: "", target: "", from: "", to: "" };

export const auditKeys = {
  all: (organizationId: string) => ["audit", organizationId] as const,
  list: (organizationId: string, filter: AuditFilter) => [...auditKeys.all(organizationId), "list", filter] as const,
};
