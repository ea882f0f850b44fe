import "server-only";
import { cache } from "react";
import { prisma } from "@/lib/db/client";
import { notFound } from "@/lib/api/errors";
import { keyset, pageOf, type PageQuery } from "@/lib/api/pagination";
import type { Organization } from "@/lib/db/generated/client";
import type { UpdateOrganizationInput } from "./schemas";

/**
 * The organization, or 404. Prisma's raw SQL rather than its model query: the same row at about three quarters
 * of the CPU per call (`npm run bench:query-styles`), on GET organization, the hottest read.
 */
export async function getOrganizationOrThrow(organizationId: string): Promise<Organization> {
  const [organization] = await prisma.$queryRaw<Organization[]>`
    SELECT "id", "name", "description", "enabledFeatures", "parentOrganizationId", "depth", "timeZone", "createdAt", "updatedAt"
    FROM "Organization" WHERE "id" = ${organizationId}`;
  if (!organization) throw notFound("Organization");
  return organization;
}

export async function updateOrganization(organizationId: string, input: UpdateOrganizationInput) {
  return prisma.organization.update({ where: { id: organizationId }, data: input });
}

/** The caller's organizations, oldest membership first. */
/** The user's organizations; `onlyOrganizationId` narrows them to one (what a member's key speaks for). */
export async function listCallerOrganizations(userId: string, query: PageQuery, onlyOrganizationId?: string) {
  const page = keyset("joinedAt", "asc", query);
  const rows = await prisma.membership.findMany({
    where: { userId, invitationStatus: "ACCEPTED", ...(onlyOrganizationId ? { organizationId: onlyOrganizationId } : {}), ...page.where },
    include: { organization: true, role: true },
    orderBy: page.orderBy,
    take: page.take,
  });
  return pageOf(rows, query.limit, "joinedAt");
}

/** The organization's time zone ("UTC" for an unknown id), read once per request however many layouts ask. */
export const getOrganizationTimeZone = cache(async (organizationId: string): Promise<string> => {
  const organization = await prisma.organization.findUnique({ where: { id: organizationId }, select: { timeZone: true } });
  return organization?.timeZone ?? "UTC";
});
