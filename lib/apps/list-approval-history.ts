import "server-only";
import { prisma } from "../db/client";
import { afterKeyset, pageOf, type Keyset } from "../api/keyset-cursor";
import type { Prisma } from "../db/generated/client";
import { getAppOrThrow } from "./get-app-or-throw";
import type { AppPlatform } from "./platforms";
import { serializeApprovalRecord } from "./schemas";

type HistoryOptions = { limit: number; cursor?: Keyset; platform?: AppPlatform };

/** Operation 9: newest first, one platform's records when `platform` is given. */
export async function listApprovalHistory(organizationId: string, appId: string, { limit, cursor, platform }: HistoryOptions) {
  await getAppOrThrow({ id: appId, organizationId });
  const where: Prisma.ApprovalRecordWhereInput = {
    organizationId,
    appId,
    ...(platform ? { platform } : {}),
    ...(afterKeyset("createdAt", cursor, "desc") as Prisma.ApprovalRecordWhereInput),
  };
  const rows = await prisma.approvalRecord.findMany({
    where,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: limit + 1,
  });
  const { page, nextCursor } = pageOf(rows, limit, (row) => row.createdAt);
  const userIds = [...new Set(page.map((row) => row.submittedById).filter((id): id is string => !!id))];
  const users = userIds.length
    ? await prisma.user.findMany({ where: { id: { in: userIds } }, select: { id: true, fullName: true } })
    : [];
  const names = new Map(users.map((user) => [user.id, user.fullName]));
  const records = page.map((row) => serializeApprovalRecord(row, row.submittedById ? names.get(row.submittedById) : undefined));
  return { records, nextCursor };
}
