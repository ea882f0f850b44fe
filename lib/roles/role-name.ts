import "server-only";
import type { Tx } from "@/lib/db/client";
import { conflict } from "@/lib/api/errors";

/** Role names are unique in an organization, whatever their case ("owner" would read as the Owner role). */
export async function assertRoleNameFree(tx: Tx, organizationId: string, name: string, exceptRoleId?: string) {
  const clash = await tx.role.findFirst({
    where: { organizationId, name: { equals: name, mode: "insensitive" }, ...(exceptRoleId ? { id: { not: exceptRoleId } } : {}) },
    select: { id: true },
  });
  if (clash) throw conflict(`A role named "${name}" already exists in this organization.`, "ROLE_NAME_TAKEN");
}

export const isUniqueViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === "P2002";
