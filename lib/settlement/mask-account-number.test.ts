import { describe, expect, it } from "vitest";
import { maskAccountNumber, visibleTail } from "./mask-account-number";

describe("account number mask", () => {
  it.each([
    ["123456-01-781234", "••••••1234"],
    ["110 234 567890", "••••••7890"],
    ["DE89370400440532013000", "••••••3000"],
    ["12345678", "••••••5678"],
    ["1234567", "••••••567"],
    ["1234", "••••••34"],
    ["123", "••••••3"],
    ["1", "••••••"],
    ["1-2-3-4-5-6-7-8-9", "••••••6789"],
    ["１２３４５６７８", "••••••5678"],
  ])("%s → %s", (number, masked) => {
    expect(maskAccountNumber(visibleTail(number))).toBe(masked);
  });

  it("always shows six bullets, so the mask does not tell the length", () => {
    for (const n of ["12345678", "1234567890123456789012345678901234567890"]) {
      expect(maskAccountNumber(visibleTail(n)).startsWith("••••••")).toBe(true);
      expect(maskAccountNumber(visibleTail(n))).toHaveLength(10);
    }
  });
});
