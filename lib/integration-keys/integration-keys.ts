import "server-only";
import { conflict, notFound } from "@/lib/api/errors";
import { keyPolicyColumns, policyOf, retirementOf, storedKeyAnswer, workingKeys } from "@/lib/auth/stored-key";
import { apiKeyPrefix, generateApiKey, hashApiKey } from "@/lib/auth/api-key";
import { prisma, type Tx } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { withRowLock } from "@/lib/db/row-lock";
import { newObjectId } from "@/lib/new-object-id";
import type {
  CreateIntegrationKeyInput,
  IntegrationKey,
  IntegrationKeyList,
  IntegrationKeyPolicyInput,
  RotateIntegrationKeyInput,
} from "./schemas";

// Integration keys are issued, rotated, revoked and limited by platform reviewers, one key at a time under its
// row lock. Each change to a key row raises auth_change in its transaction (the trigger), so every process drops
// its cached copy at once.

type KeyRow = Prisma.IntegrationKeyGetPayload<object>;

function serializeIntegrationKey(row: KeyRow, now = new Date()): IntegrationKey {
  const { _id, createdAt, ...stored } = storedKeyAnswer(row, now);
  return { _id, name: row.name, ...stored, createdById: row.createdById, createdAt };
}

async function issue(tx: Pick<Tx, "integrationKey">, name: string, policy: IntegrationKeyPolicyInput | undefined, createdById: string) {
  const apiKey = generateApiKey("oik");
  const row = await tx.integrationKey.create({
    data: { id: newObjectId(), name, hash: hashApiKey(apiKey), prefix: apiKeyPrefix(apiKey), createdById, ...keyPolicyColumns(policy) },
  });
  return { apiKey, row };
}

/** The keys that still work (not revoked, not past a rotation's overlap), newest first. */
export async function listIntegrationKeys(now = new Date()): Promise<IntegrationKeyList> {
  const rows = await prisma.integrationKey.findMany({
    where: workingKeys(now),
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  });
  return { items: rows.map((row) => serializeIntegrationKey(row, now)) };
}

export async function createIntegrationKey(input: CreateIntegrationKeyInput, by: string) {
  const { apiKey, row } = await issue(prisma, input.name, input.policy, by);
  return { apiKey, key: serializeIntegrationKey(row) };
}

const keyInactive = () => conflict("This key is revoked or was already replaced by a rotation.", "INTEGRATION_KEY_INACTIVE");

/** The key under its row lock, if it still works: revoked or rotated-out keys are 409, unknown ones 404. */
function withWorkingKey<T>(keyId: string, work: (tx: Tx, key: KeyRow) => Promise<T>, allowRetiring = false): Promise<T> {
  return withRowLock(
    { table: "IntegrationKey", id: keyId },
    () => notFound("Integration key"),
    async (tx) => {
      const key = await tx.integrationKey.findUniqueOrThrow({ where: { id: keyId } });
      if (key.revokedAt || (key.retiresAt && !allowRetiring)) throw keyInactive();
      return work(tx, key);
    },
  );
}

/** A new key with the old one's name and policy; the old one stops at once, or after `overlapHours`. */
export function rotateIntegrationKey(keyId: string, by: string, input: RotateIntegrationKeyInput) {
  return withWorkingKey(keyId, async (tx, old) => {
    const { apiKey, row } = await issue(tx, old.name, policyOf(old), by);
    const previous = await tx.integrationKey.update({ where: { id: old.id }, data: retirementOf(input.overlapHours, row.id) });
    return { apiKey, key: serializeIntegrationKey(row), previous: serializeIntegrationKey(previous) };
  });
}

/** The key stops working at once (a retiring key too, before its overlap ends). */
export function revokeIntegrationKey(keyId: string) {
  return withWorkingKey(
    keyId,
    async (tx, key) => serializeIntegrationKey(await tx.integrationKey.update({ where: { id: key.id }, data: { revokedAt: new Date() } })),
    true,
  );
}

/** The key's whole policy (an omitted limit is cleared). */
export function updateIntegrationKeyPolicy(keyId: string, policy: IntegrationKeyPolicyInput) {
  return withWorkingKey(keyId, async (tx, key) =>
    serializeIntegrationKey(await tx.integrationKey.update({ where: { id: key.id }, data: keyPolicyColumns(policy) })),
  );
}
