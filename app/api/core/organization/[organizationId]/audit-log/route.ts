import { withOrganization } from "@/lib/api/handler";
import { methodsNotAllowed } from "@/lib/api/not-allowed";
import { listAuditEntries } from "@/lib/audit/list-audit-entries";
import { auditLogQuery } from "@/lib/audit/schemas";

// GET /api/core/organization/{organizationId}/audit-log — extension: who changed what, newest first
export const GET = withOrganization(async ({ organizationId, query }) => Response.json(await listAuditEntries(organizationId, query)), {
  permission: "audit:read",
  query: auditLogQuery,
});

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed("GET");
