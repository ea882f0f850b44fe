import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { parseSettlementKeys, SettlementKeyConfigError } from "./encryption-keys";

const key = (bytes = 32) => randomBytes(bytes).toString("base64");

describe("parseSettlementKeys", () => {
  it("takes the first key as current and keeps every key for opening", () => {
    const a = key();
    const b = key();
    const ring = parseSettlementKeys(`k2:${a}, k1:${b}`);
    expect(ring.current.id).toBe("k2");
    expect(ring.current.key.equals(Buffer.from(a, "base64"))).toBe(true);
    expect([...ring.keys.keys()]).toEqual(["k2", "k1"]);
  });

  it.each([
    ["unset", undefined, "is not set"],
    ["empty", "  ", "is not set"],
    ["no key id", key(), 'entry 1 has no "keyId:" prefix'],
    ["empty key id", `:${key()}`, "entry 1 has an invalid key id"],
    ["key id with a space", `my key:${key()}`, "entry 1 has an invalid key id"],
    ["second entry malformed", `k1:${key()},oops`, 'entry 2 has no "keyId:" prefix'],
    ["trailing comma", `k1:${key()},`, 'entry 2 has no "keyId:" prefix'],
    ["not base64", "k1:not*base64", 'key "k1" is not base64'],
    ["16-byte key", `k1:${key(16)}`, 'key "k1" is 16 bytes, not 32'],
    ["33-byte key", `k1:${key(33)}`, 'key "k1" is 33 bytes, not 32'],
    ["duplicate id", `k1:${key()},k1:${key()}`, 'lists key id "k1" twice'],
  ])("refuses %s with a clear message", (_label, value, problem) => {
    expect(() => parseSettlementKeys(value)).toThrowError(SettlementKeyConfigError);
    expect(() => parseSettlementKeys(value)).toThrowError(`SETTLEMENT_ENCRYPTION_KEYS ${problem}`);
  });

  it("never repeats key material in its messages", () => {
    const secret = key(31);
    try {
      parseSettlementKeys(`k1:${secret}`);
      expect.unreachable();
    } catch (error) {
      expect((error as Error).message).not.toContain(secret);
    }
  });
});
