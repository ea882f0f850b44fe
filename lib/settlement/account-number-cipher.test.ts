import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { openAccountNumber, sealAccountNumber, UnknownSettlementKeyError } from "./account-number-cipher";
import { parseSettlementKeys } from "./encryption-keys";

const material = () => randomBytes(32).toString("base64");
const ORG = "6740a1b2c3d4e5f601234567";
const OTHER_ORG = "6740a1b2c3d4e5f601234568";
const NUMBER = "123456-01-781234";

describe("account number sealing (AES-256-GCM)", () => {
  const old = material();
  const ring = parseSettlementKeys(`k1:${old}`);

  it("round-trips and names the key that sealed it", () => {
    const sealed = sealAccountNumber(NUMBER, ORG, ring);
    expect(sealed.keyId).toBe("k1");
    expect(sealed.sealed).not.toContain(NUMBER);
    expect(Buffer.from(sealed.sealed, "base64").toString("latin1")).not.toContain("781234");
    expect(openAccountNumber(sealed, ORG, ring)).toBe(NUMBER);
  });

  it("uses a fresh IV each time", () => {
    expect(sealAccountNumber(NUMBER, ORG, ring).sealed).not.toBe(sealAccountNumber(NUMBER, ORG, ring).sealed);
  });

  it("still opens numbers sealed with an older key after rotation, and seals new ones with the new key", () => {
    const sealedWithOld = sealAccountNumber(NUMBER, ORG, ring);
    const rotated = parseSettlementKeys(`k2:${material()},k1:${old}`);
    expect(openAccountNumber(sealedWithOld, ORG, rotated)).toBe(NUMBER);
    const sealedWithNew = sealAccountNumber(NUMBER, ORG, rotated);
    expect(sealedWithNew.keyId).toBe("k2");
    expect(openAccountNumber(sealedWithNew, ORG, rotated)).toBe(NUMBER);
  });

  it("refuses a key the configuration no longer lists", () => {
    const sealed = sealAccountNumber(NUMBER, ORG, ring);
    expect(() => openAccountNumber(sealed, ORG, parseSettlementKeys(`k2:${material()}`))).toThrowError(UnknownSettlementKeyError);
  });

  it("refuses tampered ciphertext and a number moved to another organization", () => {
    const sealed = sealAccountNumber(NUMBER, ORG, ring);
    const bytes = Buffer.from(sealed.sealed, "base64");
    bytes[bytes.length - 1] ^= 1;
    expect(() => openAccountNumber({ ...sealed, sealed: bytes.toString("base64") }, ORG, ring)).toThrow();
    expect(() => openAccountNumber(sealed, OTHER_ORG, ring)).toThrow();
  });

  it("refuses a different key under the same id", () => {
    const sealed = sealAccountNumber(NUMBER, ORG, ring);
    expect(() => openAccountNumber(sealed, ORG, parseSettlementKeys(`k1:${material()}`))).toThrow();
  });
});
