import { describe, expect, it } from "vitest";
import { splitVatIncluded } from "./vat";

describe("VAT of a VAT-included total", () => {
  it.each([
    [500000n, 454546n, 45454n],
    [110000n, 100000n, 10000n],
    [10000n, 9091n, 909n],
    [0n, 0n, 0n],
  ])("%s splits into %s + %s", (total, supply, vat) => {
    expect(splitVatIncluded(total)).toEqual({ total, supply, vat });
  });

  it("always adds back up to the total, and VAT is never above 10% of the supply", () => {
    for (let total = 1000n; total < 200000n; total += 997n) {
      const { supply, vat } = splitVatIncluded(total);
      expect(supply + vat).toBe(total);
      expect(vat * 10n).toBeLessThanOrEqual(supply);
    }
  });
});
