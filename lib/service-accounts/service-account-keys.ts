import "server-only";
import { conflict, notFound } from "@/lib/api/errors";
import { keyPolicyColumns, policyOf, retirementOf } from "@/lib/auth/stored-key";
import type { Tx } from "@/lib/db/client";
import type { Actor } from "@/lib/permissions/member-authority";
import { issueKey } from "./issue-key";
import type { RotateServiceAccountKeyInput, ServiceAccountKeyPolicyInput } from "./schemas";
import { withServiceAccount } from "./service-account-lock";
import { serializeKey, type ServiceAccountRow } from "./service-account-rows";

// A service account's keys: issued, rotated (with an optional overlap), revoked and limited one at a time under
// the account's row lock. Each change to a key row raises auth_change in its transaction (the trigger), so every
// process drops its cached copy at once: a revoked key is refused by the next request anywhere.

/** A key of this account that still works: revoked or rotated-out keys are 409, another account's 404. */
function workingKey(account: ServiceAccountRow, keyId: string) {
  const key = account.keys.find((candidate) => candidate.id === keyId);
  if (key) {
    if (key.retiresAt) throw keyInactive();
    return key;
  }
  return null;
}

async function keyOrThrow(tx: Tx, account: ServiceAccountRow, keyId: string) {
  const key = workingKey(account, keyId);
  if (key) return key;
  const gone = await tx.serviceAccountKey.findFirst({ where: { id: keyId, serviceAccountId: account.id }, select: { id: true } });
  throw gone ? keyInactive() : notFound("Service account key");
}

const keyInactive = () => conflict("This key is revoked or was already replaced by a rotation.", "SERVICE_ACCOUNT_KEY_INACTIVE");

type Target = { organizationId: string; serviceAccountId: string; actor: Actor };

/** Extension POST service-accounts/{id}/keys: one more key, with its own policy. */
export function createServiceAccountKey(
  { organizationId, serviceAccountId, actor }: Target,
  by: string,
  policy?: ServiceAccountKeyPolicyInput,
) {
  return withServiceAccount(organizationId, serviceAccountId, actor, async (tx, account) => {
    const { apiKey, row } = await issueKey(tx, account, policy, by);
    return { apiKey, key: serializeKey(row) };
  });
}

/**
 * Extension POST …/keys/{keyId}/rotate: a new key with the old one's policy. The old key stops at once, or keeps
 * working for `overlapHours` beside the new one, so a program's instances can be switched over one by one.
 */
export function rotateServiceAccountKey(
  { organizationId, serviceAccountId, actor }: Target,
  keyId: string,
  by: string,
  input: RotateServiceAccountKeyInput,
) {
  return withServiceAccount(organizationId, serviceAccountId, actor, async (tx, account) => {
    const old = await keyOrThrow(tx, account, keyId);
    const { apiKey, row } = await issueKey(tx, account, policyOf(old), by);
    const previous = await tx.serviceAccountKey.update({ where: { id: old.id }, data: retirementOf(input.overlapHours, row.id) });
    return { apiKey, key: serializeKey(row), previous: serializeKey(previous) };
  });
}

/** Extension DELETE …/keys/{keyId}: the key stops working at once (a retiring key too, before its overlap ends). */
export function revokeServiceAccountKey({ organizationId, serviceAccountId, actor }: Target, keyId: string) {
  return withServiceAccount(organizationId, serviceAccountId, actor, async (tx, account) => {
    const key = account.keys.find((candidate) => candidate.id === keyId);
    if (!key) await keyOrThrow(tx, account, keyId);
    const row = await tx.serviceAccountKey.update({ where: { id: keyId }, data: { revokedAt: new Date() } });
    return serializeKey(row);
  });
}

/** Extension PUT …/keys/{keyId}/policy: the key's whole policy (an omitted limit is cleared). */
export function updateServiceAccountKeyPolicy(
  { organizationId, serviceAccountId, actor }: Target,
  keyId: string,
  policy: ServiceAccountKeyPolicyInput,
) {
  return withServiceAccount(organizationId, serviceAccountId, actor, async (tx, account) => {
    const key = await keyOrThrow(tx, account, keyId);
    const row = await tx.serviceAccountKey.update({ where: { id: key.id }, data: keyPolicyColumns(policy) });
    return serializeKey(row);
  });
}
