import "server-only";
import { prisma, type Tx } from "@/lib/db/client";
import { notFound } from "@/lib/api/errors";

export const appInclude = { platformReviews: true } as const;

/** An app of this organization that is not deleted, or 404 (another organization's app is 404 too). */
export async function getAppOrThrow({ id, organizationId }: { id: string; organizationId: string }, db: Tx = prisma) {
  const app = await db.app.findFirst({ where: { id, organizationId, deletedAt: null }, include: appInclude });
  if (!app) throw notFound("App");
  return app;
}
