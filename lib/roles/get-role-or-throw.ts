import "server-only";
import { prisma, type Tx } from "@/lib/db/client";
import { notFound } from "@/lib/api/errors";
import { roleInclude } from "./schemas";

/** A role of this organization, or 404: another organization's role is not found here. */
export async function getRoleOrThrow({ id, organizationId }: { id: string; organizationId: string }, db: Tx = prisma) {
  const role = await db.role.findFirst({ where: { id, organizationId }, include: roleInclude });
  if (!role) throw notFound("Role");
  return role;
}
