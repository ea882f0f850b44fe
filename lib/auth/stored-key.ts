// A stored key's policy and life (a service account's key, the integration key; a member's key keeps its policy
// on the membership): the columns the policy is kept in, how an answer shows it, what a rotation hands on and
// writes on the key it replaces, and which keys still work. Enforcement on each request is lib/http/key-policy.ts.

/** The columns a key policy is stored in. */
export type PolicyColumns = {
  ipWhitelist: string[];
  rateLimitRequests: number | null;
  rateLimitWindowSeconds: number | null;
  expiresAt: Date | null;
};

/** A key policy as a request gives it: what is left out is not limited. */
type KeyPolicyInput = {
  ipWhitelist?: string[];
  rateLimit?: { requests: number; windowSeconds: number };
  expiresAt?: Date;
};

/** The columns of a key policy; an omitted limit is cleared (a PUT). */
export function keyPolicyColumns(policy: KeyPolicyInput | undefined): PolicyColumns {
  return {
    ipWhitelist: policy?.ipWhitelist ?? [],
    rateLimitRequests: policy?.rateLimit?.requests ?? null,
    rateLimitWindowSeconds: policy?.rateLimit?.windowSeconds ?? null,
    expiresAt: policy?.expiresAt ?? null,
  };
}

/** Whether a key's policy has expired: the key is then refused (401 API_KEY_EXPIRED) wherever it is sent. */
export function policyExpired(row: Pick<PolicyColumns, "expiresAt">, now = Date.now()): boolean {
  return !!row.expiresAt && row.expiresAt.getTime() <= now;
}

/** The stored rate limit as answers show it; null: unlimited. */
function rateLimitOf(row: PolicyColumns): { requests: number; windowSeconds: number } | null {
  return row.rateLimitRequests && row.rateLimitWindowSeconds
    ? { requests: row.rateLimitRequests, windowSeconds: row.rateLimitWindowSeconds }
    : null;
}

/** A stored key's policy as the input of a new key: what a rotation hands on. */
export function policyOf(row: PolicyColumns): KeyPolicyInput {
  return { ipWhitelist: row.ipWhitelist, rateLimit: rateLimitOf(row) ?? undefined, expiresAt: row.expiresAt ?? undefined };
}

/** RETIRING: replaced by a rotation, working until retiresAt; EXPIRED: past its policy's expiresAt. */
function keyStatus(row: PolicyColumns & { retiresAt: Date | null }, now = new Date()): "ACTIVE" | "RETIRING" | "EXPIRED" {
  return row.retiresAt ? "RETIRING" : row.expiresAt && row.expiresAt <= now ? "EXPIRED" : "ACTIVE";
}

type StoredKeyRow = PolicyColumns & {
  id: string;
  prefix: string;
  retiresAt: Date | null;
  replacedById: string | null;
  lastUsedAt: Date | null;
  createdAt: Date;
};

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** What the answer says of any stored key (a service account's, an integration key): its id, prefix, status and policy. */
export function storedKeyAnswer(row: StoredKeyRow, now = new Date()) {
  return {
    _id: row.id,
    prefix: row.prefix,
    status: keyStatus(row, now),
    ipWhitelist: row.ipWhitelist,
    rateLimit: rateLimitOf(row),
    expiresAt: iso(row.expiresAt),
    retiresAt: iso(row.retiresAt),
    replacedById: row.replacedById,
    lastUsedAt: iso(row.lastUsedAt),
    createdAt: row.createdAt.toISOString(),
  };
}

const HOUR_MS = 3_600_000;

/** What a rotation writes on the key it replaces: it stops at once, or after `overlapHours` beside the new one. */
export function retirementOf(overlapHours: number, replacedById: string, now = Date.now()) {
  return overlapHours > 0
    ? { retiresAt: new Date(now + overlapHours * HOUR_MS), replacedById }
    : { retiresAt: new Date(now), revokedAt: new Date(now), replacedById };
}

/** Where-clause of the keys that still work: not revoked, and not past a rotation's overlap. */
export const workingKeys = (now = new Date()) => ({ revokedAt: null, OR: [{ retiresAt: null }, { retiresAt: { gt: now } }] });
