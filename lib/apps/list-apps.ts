import "server-only";
import { prisma } from "../db/client";
import type { Prisma } from "../db/generated/client";
import { keyset, pageOf, type PageQuery } from "../api/pagination";
import { appInclude } from "./get-app-or-throw";
import type { ApprovalStatus } from "./approval-machine";
import type { AppPlatform } from "./platforms";

type ListAppsOptions = PageQuery & { platform?: AppPlatform; status?: ApprovalStatus };

/** Extension GET apps: newest first, deleted apps left out, filtered by platform and review status. */
export async function listApps(organizationId: string, { platform, status, ...query }: ListAppsOptions) {
  const page = keyset("createdAt", "desc", query);
  const where: Prisma.AppWhereInput = {
    organizationId,
    deletedAt: null,
    ...(platform ? { platforms: { has: platform } } : {}),
    ...(status ? { platformReviews: { some: { status, ...(platform ? { platform } : {}) } } } : {}),
    ...page.where,
  };
  const rows = await prisma.app.findMany({ where, include: appInclude, orderBy: page.orderBy, take: page.take });
  return pageOf(rows, query.limit, "createdAt");
}
