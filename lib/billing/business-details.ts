import "server-only";
import { prisma } from "@/lib/db/client";
import { withOrganizationLock } from "@/lib/db/row-lock";
import { serializeBusinessDetails, type BusinessDetailsInput } from "./schemas";

export async function findBusinessDetails(organizationId: string) {
  const row = await prisma.businessDetails.findUnique({ where: { organizationId } });
  return row ? serializeBusinessDetails(row) : null;
}

/** Registers or replaces the record whole, under the organization's row lock. */
export async function saveBusinessDetails(organizationId: string, input: BusinessDetailsInput, userId: string) {
  const row = await withOrganizationLock(organizationId, (tx) =>
    tx.businessDetails.upsert({
      where: { organizationId },
      create: { organizationId, ...input, updatedById: userId },
      update: { ...input, updatedById: userId },
    }),
  );
  return serializeBusinessDetails(row);
}
