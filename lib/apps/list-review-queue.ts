import "server-only";
import { prisma } from "../db/client";
import { afterKeyset, pageOf, type Keyset } from "../api/keyset-cursor";
import type { Prisma } from "../db/generated/client";
import { platformUrl, type AppPlatform } from "./platforms";
import { reviewQueueItemSchema, type PlatformSettings, type ReviewQueue } from "./schemas";

type QueueOptions = { limit: number; cursor?: Keyset; platform?: AppPlatform };

/** Every organization's PENDING app platforms, oldest request first, for platform reviewers. */
export async function listReviewQueue({ limit, cursor, platform }: QueueOptions): Promise<ReviewQueue> {
  const where: Prisma.PlatformReviewWhereInput = {
    status: "APPROVAL_STATUS_PENDING",
    app: { deletedAt: null },
    ...(platform ? { platform } : {}),
    ...(afterKeyset("submittedAt", cursor, "asc") as Prisma.PlatformReviewWhereInput),
  };
  const rows = await prisma.platformReview.findMany({
    where,
    include: {
      app: {
        select: { id: true, name: true, organizationId: true, platformSettings: true, tags: true, organization: { select: { name: true } } },
      },
    },
    orderBy: [{ submittedAt: "asc" }, { id: "asc" }],
    take: limit + 1,
  });
  // A PENDING row always has submittedAt (the request set it); the epoch only guards the type.
  const { page, nextCursor } = pageOf(rows, limit, (row) => row.submittedAt ?? new Date(0));
  return {
    items: page.map((row) =>
      reviewQueueItemSchema.parse({
        organizationId: row.app.organizationId,
        organizationName: row.app.organization.name,
        appId: row.app.id,
        appName: row.app.name,
        platform: row.platform,
        status: row.status,
        submittedAt: (row.submittedAt ?? new Date(0)).toISOString(),
        url: platformUrl(row.app.platformSettings as PlatformSettings, row.platform as AppPlatform),
        tags: row.app.tags,
      }),
    ),
    nextCursor,
  };
}
