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

  it.each([
    ["a 31-byte key", () => key(31), "is 31 bytes, not 32"],
    ["a 33-byte key", () => key(33), "is 33 bytes, not 32"],
    ["a key that is not base64", () => `${key()}*`, "is not base64"],
  ])("refuses %s without repeating its material in the message", (_label, make, problem) => {
    const secret = make();
    let thrown: unknown = null;
    try {
      parseSettlementKeys(`k1:${secret}`);
    } catch (error) {
      thrown = error;
    }
    // Outside the catch: an assertion failing here cannot be swallowed as "the expected error".
    expect(thrown).toBeInstanceOf(SettlementKeyConfigError);
    const message = (thrown as Error).message;
    expect(message).toContain(`key "k1" ${problem}`);
    expect(message).not.toContain(secret);
    expect(message).not.toContain(secret.slice(0, 16));
  });
});
