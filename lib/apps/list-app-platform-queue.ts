import "server-only";
import { prisma } from "@/lib/db/client";
import { pageOf, type PageQuery } from "@/lib/api/pagination";
import { reviewQueueOrder } from "@/lib/review/queue";
import type { Prisma } from "@/lib/db/generated/client";
import { platformUrl, type AppPlatform } from "./platforms";
import { appPlatformQueueItemSchema, type PlatformSettings, type ReviewQueue } from "./schemas";

type QueueOptions = PageQuery & { platform?: AppPlatform };

/** Every organization's PENDING app platforms, oldest request first, for platform reviewers. */
export async function listAppPlatformQueue({ platform, ...query }: QueueOptions): Promise<ReviewQueue> {
  const page = reviewQueueOrder(query);
  const where: Prisma.PlatformReviewWhereInput = {
    status: "APPROVAL_STATUS_PENDING",
    app: { deletedAt: null },
    ...(platform ? { platform } : {}),
    ...page.where,
  };
  const rows = await prisma.platformReview.findMany({
    where,
    include: {
      app: {
        select: {
          id: true,
          name: true,
          organizationId: true,
          platformSettings: true,
          tags: true,
          organization: { select: { name: true } },
        },
      },
    },
    orderBy: page.orderBy,
    take: page.take,
  });
  const { items, nextCursor } = pageOf(rows, query.limit, "submittedAt");
  return {
    items: items.map((row) =>
      appPlatformQueueItemSchema.parse({
        organizationId: row.app.organizationId,
        organizationName: row.app.organization.name,
        appId: row.app.id,
        appName: row.app.name,
        platform: row.platform,
        status: row.status,
        // A PENDING row always has submittedAt: the request set it.
        submittedAt: row.submittedAt?.toISOString(),
        url: platformUrl(row.app.platformSettings as PlatformSettings, row.platform as AppPlatform),
        tags: row.app.tags,
      }),
    ),
    nextCursor,
  };
}
