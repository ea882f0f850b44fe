import "server-only";
import { keyset, pageOf } from "@/lib/api/pagination";
import { prisma } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import type { AuditLog, AuditLogQuery } from "./schemas";

function actionFilter(action: string | undefined): Prisma.AuditEntryWhereInput {
  if (!action) return {};
  return action.endsWith("*") ? { action: { startsWith: action.slice(0, -1) } } : { action };
}

/**
 * The current names of the entries' targets, looked up among this organization's own things (and itself, its
 * children and people): a deleted target, or one without a name, has none and is shown by its id.
 */
async function targetNames(organizationId: string | null, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  if (organizationId === null) {
    const people = await prisma.user.findMany({ where: { id: { in: ids } }, select: { id: true, fullName: true } });
    return new Map(people.map((row) => [row.id, row.fullName]));
  }
  const own = { id: { in: ids }, organizationId };
  const select = { id: true, name: true } as const;
  const found = await Promise.all([
    prisma.app.findMany({ where: own, select }),
    prisma.campaign.findMany({ where: own, select }),
    prisma.ad.findMany({ where: { id: { in: ids }, campaign: { organizationId } }, select }),
    prisma.role.findMany({ where: own, select }),
    prisma.serviceAccount.findMany({ where: own, select }),
    prisma.organization.findMany({
      where: { id: { in: ids }, OR: [{ id: organizationId }, { parentOrganizationId: organizationId }] },
      select,
    }),
    prisma.user
      .findMany({ where: { id: { in: ids } }, select: { id: true, fullName: true } })
      .then((rows) => rows.map((row) => ({ id: row.id, name: row.fullName }))),
    prisma.webhookEndpoint
      .findMany({ where: own, select: { id: true, url: true } })
      .then((rows) => rows.map((row) => ({ id: row.id, name: row.url }))),
    prisma.asset
      .findMany({ where: own, select: { id: true, originalName: true } })
      .then((rows) => rows.flatMap((row) => (row.originalName ? [{ id: row.id, name: row.originalName }] : []))),
  ]);
  return new Map(found.flat().map((row) => [row.id, row.name]));
}

/** The target, and for a campaign its ads too (a campaign's history holds its ads' changes). */
async function targetAndParts(organizationId: string | null, target: string): Promise<string[]> {
  if (organizationId === null) return [target];
  const ads = await prisma.ad.findMany({ where: { campaignId: target, campaign: { organizationId } }, select: { id: true } });
  return [target, ...ads.map((ad) => ad.id)];
}

/**
 * Extension GET audit-log: the organization's entries, newest first, a page at a time; `null` lists the entries
 * outside any organization (the instance's administration).
 */
export async function listAuditEntries(organizationId: string | null, query: AuditLogQuery): Promise<AuditLog> {
  const page = keyset("createdAt", "desc", query);
  const rows = await prisma.auditEntry.findMany({
    where: {
      AND: [
        { organizationId },
        query.actor ? { OR: [{ userId: query.actor }, { serviceAccountId: query.actor }] } : {},
        actionFilter(query.action),
        query.target ? { targetId: { in: await targetAndParts(organizationId, query.target) } } : {},
        query.from || query.to ? { createdAt: { ...(query.from ? { gte: query.from } : {}), ...(query.to ? { lt: query.to } : {}) } } : {},
        page.where as Prisma.AuditEntryWhereInput,
      ],
    },
    orderBy: page.orderBy,
    take: page.take,
  });
  const { items, nextCursor } = pageOf(rows, query.limit, "createdAt");
  const userIds = [...new Set(items.flatMap((row) => (row.userId ? [row.userId] : [])))];
  const users = new Map(
    (await prisma.user.findMany({ where: { id: { in: userIds } }, select: { id: true, email: true, fullName: true } })).map((u) => [
      u.id,
      u,
    ]),
  );
  const names = await targetNames(organizationId, [...new Set(items.flatMap((row) => (row.targetId ? [row.targetId] : [])))]);
  return {
    items: items.map((row) => {
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
          serviceAccount: row.serviceAccountId ? { _id: row.serviceAccountId, name: row.serviceAccountName ?? "" } : null,
        },
        action: row.action,
        targetId: row.targetId,
        targetName: (row.targetId && names.get(row.targetId)) ?? null,
        fields: row.fields,
        changes: (row.changes as AuditLog["items"][number]["changes"]) ?? null,
        ip: row.ip,
        requestId: row.requestId,
        createdAt: row.createdAt.toISOString(),
      };
    }),
    nextCursor,
  };
}
