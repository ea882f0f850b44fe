import { organizationOperation } from "@/lib/http/operation";
import { listAuditEntries } from "@/lib/audit/list-audit-entries";
import { auditLogQuery, auditLogSchema } from "@/lib/audit/schemas";

export const listAuditLog = organizationOperation({
  method: "GET",
  path: "/api/core/organization/{organizationId}/audit-log",
  operationId: "listAuditLog",
  summary: "List the organization's audit trail",
  description:
    "Every successful change (POST, PUT, PATCH, DELETE) writes one entry in the change's own transaction: who " +
    "(user, and API key or session), what (action, target id, names of the fields set, never their values), when, " +
    "from where (IP) and the request id. Newest first; filters combine. Needs audit:read (Owner and Admin).",
  tag: "Audit",
  permission: "audit:read",
  query: auditLogQuery,
  pagination: "items",
  response: auditLogSchema,
  responseExample: {
    items: [
      {
        _id: "6740a1b2c3d4e5f60123dddd",
        organizationId: "6740a1b2c3d4e5f601234567",
        actor: {
          userId: "6740a1b2c3d4e5f60123eeee",
          email: "kim@studio.example",
          fullName: "Kim Minji",
          via: "apiKey",
          apiKeyId: "6740a1b2c3d4e5f60123ffff",
          serviceAccount: null,
        },
        action: "campaign:update",
        targetId: "6740a1b2c3d4e5f60123bbbb",
        targetName: "Winter push",
        fields: ["budget"],
        changes: { budget: { from: 500000, to: 700000 } },
        ip: "203.0.113.7",
        requestId: "2f1c7a52-5d4e-4a0e-9b8e-3a1d2c4b5e6f",
        createdAt: "2026-11-22T09:00:00.000Z",
      },
    ],
    nextCursor: null,
  },
  run: ({ organizationId, query }) => listAuditEntries(organizationId, query),
});
