import "server-only";
import { prisma } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { keyset, pageOf, type PageQuery } from "@/lib/api/pagination";
import { appInclude } from "./get-app-or-throw";
import type { ApprovalStatus } from "./approval-machine";
import type { AppPlatform } from "./platforms";

type ListAppsOptions = PageQuery & { platform?: AppPlatform; status?: ApprovalStatus; appScope?: "all" | string[] };

/** Extension GET apps: newest first, deleted apps left out, filtered by platform, review status and the apps the caller may read. */
export async function listApps(organizationId: string, { platform, status, appScope = "all", ...query }: ListAppsOptions) {
  const page = keyset("createdAt", "desc", query);
  const where: Prisma.AppWhereInput = {
    organizationId,
    deletedAt: null,
    ...(appScope === "all" ? {} : { id: { in: appScope } }),
    ...(platform ? { platforms: { has: platform } } : {}),
    ...(status ? { platformReviews: { some: { status, ...(platform ? { platform } : {}) } } } : {}),
    ...page.where,
  };
  const rows = await prisma.app.findMany({ where, include: appInclude, orderBy: page.orderBy, take: page.take });
  return pageOf(rows, query.limit, "createdAt");
}
