import "server-only";
import { prisma } from "../db/client";
import { notFound } from "../api/errors";
import type { UpdateOrganizationInput } from "./schemas";

export async function getOrganizationOrThrow(organizationId: string) {
  const organization = await prisma.organization.findUnique({ where: { id: organizationId } });
  if (!organization) throw notFound("Organization");
  return organization;
}

export async function updateOrganization(organizationId: string, input: UpdateOrganizationInput) {
  return prisma.organization.update({ where: { id: organizationId }, data: input });
}

/** The caller's organizations, oldest membership first, with cursor pagination on the membership id. */
export async function listCallerOrganizations(userId: string, limit: number, cursor?: string) {
  const rows = await prisma.membership.findMany({
    where: { userId, invitationStatus: "ACCEPTED", ...(cursor ? { id: { gt: cursor } } : {}) },
    include: { organization: true, role: true },
    orderBy: { id: "asc" },
    take: limit + 1,
  });
  const page = rows.slice(0, limit);
  return { page, nextCursor: rows.length > limit ? page[page.length - 1].id : null };
}
