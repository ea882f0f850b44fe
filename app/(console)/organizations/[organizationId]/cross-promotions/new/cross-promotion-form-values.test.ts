import { describe, expect, it } from "vitest";
import { createCrossPromotionBody } from "@/lib/cross-promotions/schemas";
import { defaultValues } from "./cross-promotion-form-values";

describe("the cross promotion form's defaults", () => {
  it("hold only members of the request: the campaign form's own (bid, goal, budget) would fail the strict body unseen", () => {
    const values = defaultValues("6740a1b2c3d4e5f601234567", "6740a1b2c3d4e5f601230001", "Asia/Seoul");
    const members = Object.keys(createCrossPromotionBody.shape);
    expect(Object.keys(values).filter((key) => !members.includes(key))).toEqual([]);
  });
});
