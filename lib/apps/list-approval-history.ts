import "server-only";
import { prisma } from "@/lib/db/client";
import { keyset, pageOf, type PageQuery } from "@/lib/api/pagination";
import type { Prisma } from "@/lib/db/generated/client";
import { getAppOrThrow } from "./get-app-or-throw";
import type { AppPlatform } from "./platforms";
import { serializeApprovalRecord } from "./schemas";

type HistoryOptions = PageQuery & { platform?: AppPlatform };

/** Operation 9: newest first, one platform's records when `platform` is given. */
export async function listApprovalHistory(organizationId: string, appId: string, { platform, ...query }: HistoryOptions) {
  await getAppOrThrow({ id: appId, organizationId });
  const page = keyset("createdAt", "desc", query);
  const where: Prisma.ApprovalRecordWhereInput = {
    organizationId,
    appId,
    ...(platform ? { platform } : {}),
    ...page.where,
  };
  const rows = await prisma.approvalRecord.findMany({ where, orderBy: page.orderBy, take: page.take });
  const { items, nextCursor } = pageOf(rows, query.limit, "createdAt");
  const userIds = [...new Set(items.map((row) => row.submittedById).filter((id): id is string => !!id))];
  const users = userIds.length ? await prisma.user.findMany({ where: { id: { in: userIds } }, select: { id: true, fullName: true } }) : [];
  const names = new Map(users.map((user) => [user.id, user.fullName]));
  const records = items.map((row) => serializeApprovalRecord(row, row.submittedById ? names.get(row.submittedById) : undefined));
  return { items: records, nextCursor };
}
