import "server-only";
import { afterKeyset, pageOf } from "../api/keyset-cursor";
import { prisma } from "../db/client";
import type { Prisma } from "../db/generated/client";
import type { AuditLog, AuditLogQuery } from "./schemas";

function actionFilter(action: string | undefined): Prisma.AuditEntryWhereInput {
  if (!action) return {};
  return action.endsWith("*") ? { action: { startsWith: action.slice(0, -1) } } : { action };
}

/** Extension GET audit-log: the organization's entries, newest first, a page at a time. */
export async function listAuditEntries(organizationId: string, query: AuditLogQuery): Promise<AuditLog> {
  const rows = await prisma.auditEntry.findMany({
    where: {
      AND: [
        { organizationId },
        query.actor ? { userId: query.actor } : {},
        actionFilter(query.action),
        query.target ? { targetId: query.target } : {},
        query.from || query.to ? { createdAt: { ...(query.from ? { gte: query.from } : {}), ...(query.to ? { lt: query.to } : {}) } } : {},
        afterKeyset("createdAt", query.cursor, "desc") as Prisma.AuditEntryWhereInput,
      ],
    },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: query.limit + 1,
  });
  const { page, nextCursor } = pageOf(rows, query.limit, (row) => row.createdAt);
  const userIds = [...new Set(page.flatMap((row) => (row.userId ? [row.userId] : [])))];
  const users = new Map(
    (await prisma.user.findMany({ where: { id: { in: userIds } }, select: { id: true, email: true, fullName: true } })).map((u) => [u.id, u]),
  );
  return {
    items: page.map((row) => {
      const user = row.userId ? users.get(row.userId) : undefined;
      return {
        _id: row.id,
        organizationId: row.organizationId,
        actor: {
          userId: row.userId,
          email: user?.email ?? null,
          fullName: user?.fullName ?? null,
          via: row.via as AuditLog["items"][number]["actor"]["via"],
          apiKeyId: row.apiKeyId,
        },
        action: row.action,
        targetId: row.targetId,
        fields: row.fields,
        ip: row.ip,
        requestId: row.requestId,
        createdAt: row.createdAt.toISOString(),
      };
    }),
    nextCursor,
  };
}
