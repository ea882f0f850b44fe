import "server-only";
import { prisma } from "@/lib/db/client";
import { forbidden } from "@/lib/api/errors";
import { appTarget } from "@/lib/permissions/statements";
import type { Can } from "./campaign-permission";
import type { ReadScope } from "./list-campaigns";

/** The campaigns a caller may list: all of them, or (a role scoped to apps) those promoting only those apps. */
export async function campaignReadScope(organizationId: string, can: Can): Promise<ReadScope> {
  if (can("campaign:read")) return null;
  const apps = await prisma.app.findMany({ where: { organizationId }, select: { id: true } });
  const readable = apps.filter((app) => can("campaign:read", appTarget(organizationId, app.id))).map((app) => app.id);
  if (readable.length === 0) throw forbidden("Your role does not allow campaign:read here.", "PERMISSION_DENIED");
  const readableSet = new Set(readable);
  return { readableAppIds: readable, otherAppIds: apps.map((app) => app.id).filter((id) => !readableSet.has(id)) };
}
