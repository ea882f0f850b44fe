import { randomBytes } from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { checkSettlementKeysAtStartup } from "./check-keys-at-startup";

describe("checkSettlementKeysAtStartup", () => {
  const original = process.env.SETTLEMENT_ENCRYPTION_KEYS;
  afterEach(() => {
    process.env.SETTLEMENT_ENCRYPTION_KEYS = original;
    vi.restoreAllMocks();
  });

  it("stops the server with the reason when the keys are malformed", () => {
    process.env.SETTLEMENT_ENCRYPTION_KEYS = "k1:c2hvcnQ=";
    const exit = vi.spyOn(process, "exit").mockImplementation(() => undefined as never);
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    checkSettlementKeysAtStartup();
    expect(exit).toHaveBeenCalledWith(1);
    expect(error.mock.calls[0][0]).toContain('SETTLEMENT_ENCRYPTION_KEYS key "k1" is 5 bytes, not 32');
  });

  it("only warns when they are missing, and is quiet when they are right", () => {
    const exit = vi.spyOn(process, "exit").mockImplementation(() => undefined as never);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    delete process.env.SETTLEMENT_ENCRYPTION_KEYS;
    checkSettlementKeysAtStartup();
    expect(warn).toHaveBeenCalledTimes(1);
    process.env.SETTLEMENT_ENCRYPTION_KEYS = `k1:${randomBytes(32).toString("base64")}`;
    checkSettlementKeysAtStartup();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(exit).not.toHaveBeenCalled();
  });
});
