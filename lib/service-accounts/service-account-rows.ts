import "server-only";
import { conflict, notFound } from "@/lib/api/errors";
import { storedKeyAnswer, workingKeys } from "@/lib/auth/stored-key";
import type { Tx } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { serviceAccountSchema, type ServiceAccount, type ServiceAccountKey } from "./schemas";

export const serviceAccountInclude = (now = new Date()) =>
  ({
    role: true,
    keys: { where: workingKeys(now), orderBy: [{ createdAt: "desc" as const }, { id: "desc" as const }] },
  }) satisfies Prisma.ServiceAccountInclude;

type KeyRow = Prisma.ServiceAccountKeyGetPayload<object>;
export type ServiceAccountRow = Prisma.ServiceAccountGetPayload<{ include: ReturnType<typeof serviceAccountInclude> }>;

export function serializeKey(row: KeyRow, now = new Date()): ServiceAccountKey {
  return storedKeyAnswer(row, now);
}

export function serializeServiceAccount(row: ServiceAccountRow): ServiceAccount {
  return serviceAccountSchema.parse({
    _id: row.id,
    organizationId: row.organizationId,
    name: row.name,
    description: row.description,
    role: { _id: row.role.id, name: row.role.name, type: row.role.type },
    keys: row.keys.map((key) => serializeKey(key)),
    createdById: row.createdById,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  });
}

/** A service account of this organization with its role and working keys, or 404 (another organization's too). */
export async function getServiceAccountOrThrow(db: Tx, { id, organizationId }: { id: string; organizationId: string }) {
  const row = await db.serviceAccount.findFirst({ where: { id, organizationId }, include: serviceAccountInclude() });
  if (!row) throw notFound("Service account");
  return row;
}

/** Names are unique in an organization, whatever their case. */
export async function assertServiceAccountNameFree(db: Tx, organizationId: string, name: string, exceptId?: string) {
  const clash = await db.serviceAccount.findFirst({
    where: { organizationId, name: { equals: name, mode: "insensitive" }, ...(exceptId ? { id: { not: exceptId } } : {}) },
    select: { id: true },
  });
  if (clash) throw serviceAccountNameTaken(name);
}

export const serviceAccountNameTaken = (name: string) =>
  conflict(`A service account named "${name}" already exists in this organization.`, "SERVICE_ACCOUNT_NAME_TAKEN");
