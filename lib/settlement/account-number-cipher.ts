import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { settlementKeyRing, type SettlementKeyRing } from "./encryption-keys";

// AES-256-GCM, stored as base64(iv | tag | ciphertext) beside the id of the key that sealed it. The
// organization id is authenticated data: a sealed number copied onto another organization's row fails to open.

const IV_BYTES = 12;
const TAG_BYTES = 16;
const ALGORITHM = "aes-256-gcm";

export type SealedAccountNumber = { sealed: string; keyId: string };

export class UnknownSettlementKeyError extends Error {
  constructor(keyId: string) {
    super(`The settlement account number was sealed with key "${keyId}", which SETTLEMENT_ENCRYPTION_KEYS no longer lists.`);
    this.name = "UnknownSettlementKeyError";
  }
}

/**
 * Seals a short secret (an account number, a TOTP secret) with the current key; `label` is authenticated data
 * naming what it belongs to, so a sealed value copied onto another row fails to open.
 */
export function sealText(text: string, label: string, ring: SettlementKeyRing = settlementKeyRing()): SealedAccountNumber {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, ring.current.key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(label, "utf8"));
  const ciphertext = Buffer.concat([cipher.update(text, "utf8"), cipher.final()]);
  return { sealed: Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString("base64"), keyId: ring.current.id };
}

/** Opens what sealText sealed under the same label, with the key it names; throws if the key is gone or the data was tampered with. */
export function openText({ sealed, keyId }: SealedAccountNumber, label: string, ring: SettlementKeyRing = settlementKeyRing()): string {
  const key = ring.keys.get(keyId);
  if (!key) throw new UnknownSettlementKeyError(keyId);
  const bytes = Buffer.from(sealed, "base64");
  const decipher = createDecipheriv(ALGORITHM, key, bytes.subarray(0, IV_BYTES), { authTagLength: TAG_BYTES });
  decipher.setAAD(Buffer.from(label, "utf8"));
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString("utf8");
}

const label = (organizationId: string) => `settlement-account:${organizationId}`;

export function sealAccountNumber(
  accountNumber: string,
  organizationId: string,
  ring: SettlementKeyRing = settlementKeyRing(),
): SealedAccountNumber {
  return sealText(accountNumber, label(organizationId), ring);
}

/** Opens a sealed number with the key it names; throws if the key is gone or the data was tampered with. */
export function openAccountNumber(
  sealed: SealedAccountNumber,
  organizationId: string,
  ring: SettlementKeyRing = settlementKeyRing(),
): string {
  return openText(sealed, label(organizationId), ring);
}
