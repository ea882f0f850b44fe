import { setting } from "@/lib/config";
// SETTLEMENT_ENCRYPTION_KEYS = "keyId:base64(32 bytes),olderKeyId:base64(32 bytes),…". The first key seals new
// account numbers; every listed key still opens what it sealed, so a key is rotated by putting a new one first.

export const SETTLEMENT_KEYS_VARIABLE = "SETTLEMENT_ENCRYPTION_KEYS";
const KEY_ID_PATTERN = /^[A-Za-z0-9_.-]{1,32}$/;
const BASE64_PATTERN = /^[A-Za-z0-9+/]+={0,2}$/;
const KEY_BYTES = 32;

export type SettlementKeyRing = { current: { id: string; key: Buffer }; keys: ReadonlyMap<string, Buffer> };

/** Misconfiguration of the server. The message names the problem and never contains key material. */
export class SettlementKeyConfigError extends Error {
  constructor(problem: string) {
    super(
      `${SETTLEMENT_KEYS_VARIABLE} ${problem}. Expected comma-separated keyId:base64 entries of 32-byte keys, the ` +
        `current key first, e.g. ${SETTLEMENT_KEYS_VARIABLE}=k2026:$(openssl rand -base64 32).`,
    );
    this.name = "SettlementKeyConfigError";
  }
}

export function parseSettlementKeys(value: string | undefined): SettlementKeyRing {
  if (value === undefined || value.trim() === "") throw new SettlementKeyConfigError("is not set");
  const keys = new Map<string, Buffer>();
  const entries = value.split(",").map((entry) => entry.trim());
  entries.forEach((entry, index) => {
    const where = `entry ${index + 1}`;
    const colon = entry.indexOf(":");
    if (colon < 0) throw new SettlementKeyConfigError(`${where} has no "keyId:" prefix`);
    const id = entry.slice(0, colon);
    const encoded = entry.slice(colon + 1);
    if (!KEY_ID_PATTERN.test(id)) {
      throw new SettlementKeyConfigError(`${where} has an invalid key id (1 to 32 of A-Z a-z 0-9 _ . -)`);
    }
    if (keys.has(id)) throw new SettlementKeyConfigError(`lists key id "${id}" twice`);
    if (!BASE64_PATTERN.test(encoded)) throw new SettlementKeyConfigError(`key "${id}" is not base64`);
    const key = Buffer.from(encoded, "base64");
    if (key.length !== KEY_BYTES) {
      throw new SettlementKeyConfigError(`key "${id}" is ${key.length} bytes, not ${KEY_BYTES}`);
    }
    keys.set(id, key);
  });
  const [currentId] = keys.keys();
  return { current: { id: currentId, key: keys.get(currentId)! }, keys };
}

let cached: { source: string | undefined; ring: SettlementKeyRing } | undefined;

/** The key ring from the environment, parsed once per distinct value. Throws SettlementKeyConfigError. */
export function settlementKeyRing(): SettlementKeyRing {
  const source = setting(SETTLEMENT_KEYS_VARIABLE);
  if (cached?.source !== source || !cached) cached = { source, ring: parseSettlementKeys(source) };
  return cached.ring;
}
