import "server-only";
import { prisma } from "../db/client";
import type { Prisma } from "../db/generated/client";
import { afterKeyset, pageOf, type Keyset } from "../api/keyset-cursor";
import { appInclude } from "./get-app-or-throw";
import type { ApprovalStatus } from "./approval-machine";
import type { AppPlatform } from "./platforms";

type ListAppsOptions = { limit: number; cursor?: Keyset; platform?: AppPlatform; status?: ApprovalStatus };

/** Extension GET apps: newest first, deleted apps left out, filtered by platform and review status. */
export async function listApps(organizationId: string, { limit, cursor, platform, status }: ListAppsOptions) {
  const where: Prisma.AppWhereInput = {
    organizationId,
    deletedAt: null,
    ...(platform ? { platforms: { has: platform } } : {}),
    ...(status ? { platformReviews: { some: { status, ...(platform ? { platform } : {}) } } } : {}),
    ...(afterKeyset("createdAt", cursor, "desc") as Prisma.AppWhereInput),
  };
  const rows = await prisma.app.findMany({
    where,
    include: appInclude,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: limit + 1,
  });
  return pageOf(rows, limit, (row) => row.createdAt);
}
