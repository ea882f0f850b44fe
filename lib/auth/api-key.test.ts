import { describe, expect, it } from "vitest";
import { API_KEY_PATTERN, apiKeyPrefix, generateApiKey, hashApiKey } from "./api-key";
import { hashPassword, verifyPassword } from "./password";

describe("api keys", () => {
  it("are oak_ + 40 base62 characters, unique", () => {
    const keys = new Set(Array.from({ length: 200 }, generateApiKey));
    expect(keys.size).toBe(200);
    for (const key of keys) expect(key).toMatch(API_KEY_PATTERN);
  });
  it("hash to SHA-256 hex and show a short prefix", () => {
    const key = generateApiKey();
    expect(hashApiKey(key)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashApiKey(key)).toBe(hashApiKey(key));
    expect(apiKeyPrefix(key)).toBe(key.slice(0, 10));
  });
});

describe("passwords", () => {
  it("verify only the right password", async () => {
    const stored = await hashPassword("correct horse");
    expect(stored.startsWith("scrypt$")).toBe(true);
    expect(await verifyPassword("correct horse", stored)).toBe(true);
    expect(await verifyPassword("wrong horse", stored)).toBe(false);
    expect(await verifyPassword("anything", null)).toBe(false);
    expect(await verifyPassword("anything", "garbage")).toBe(false);
  });
});
