import { describe, expect, it } from "vitest";
import { CHARGE_TYPES, chargeSign } from "./charge-types";

describe("chargeSign", () => {
  it("top-ups and promotional credit add; refunds and usage take away", () => {
    expect(Object.fromEntries(CHARGE_TYPES.map((type) => [type, chargeSign(type)]))).toEqual({
      CHARGE_TYPE_PAID: 1,
      CHARGE_TYPE_FREE: 1,
      CHARGE_TYPE_REFUND: -1,
      CHARGE_TYPE_USAGE: -1,
    });
  });
});
