import { callerOperation } from "@/lib/http/operation";
import { paginationQuery } from "@/lib/api/pagination";
import { listAuditEntries } from "@/lib/audit/list-audit-entries";
import { auditLogSchema } from "@/lib/audit/schemas";
import { assertInstanceAdmin } from "@/lib/instance/administration";
import { ADMINISTRATOR_ONLY, INSTANCE_TAG } from "./examples";

export const listInstanceAuditLog = callerOperation({
  method: "GET",
  path: "/api/core/instance/audit-log",
  operationId: "listInstanceAuditLog",
  reasons: ["PERMISSION_DENIED"],
  summary: "The instance's audit trail",
  description: `The administration's changes (instance:claim, instance:update-user, instance:reset-link, instance:confirm-sign-up), newest first: who, what, to whom, when and from where. ${ADMINISTRATOR_ONLY}`,
  tag: INSTANCE_TAG,
  query: paginationQuery,
  pagination: "items",
  response: auditLogSchema,
  responseExample: {
    items: [
      {
        _id: "6740a1b2c3d4e5f60123dddd",
        organizationId: null,
        actor: {
          userId: "6740a1b2c3d4e5f601230001",
          email: "ops@example.com",
          fullName: "Operator",
          via: "session",
          apiKeyId: null,
          serviceAccount: null,
        },
        action: "instance:update-user",
        targetId: "6740a1b2c3d4e5f601230002",
        targetName: "Jiwoo Han",
        fields: ["reviewer"],
        changes: null,
        ip: "203.0.113.7",
        requestId: "2f1c7a52-5d4e-4a0e-9b8e-3a1d2c4b5e6f",
        createdAt: "2026-12-01T09:30:00.000Z",
      },
    ],
    nextCursor: null,
  },
  run: ({ caller, query }) => {
    assertInstanceAdmin(caller.user);
    return listAuditEntries(null, { ...query, action: "instance:*" });
  },
});
