import { describe, expect, it } from "vitest";
import { newObjectId } from "./new-object-id";
import { objectIdSchema } from "./object-id-schema";

describe("newObjectId", () => {
  it("is the second of its time, then 8 random bytes, never the same twice across many refills of its random pool", () => {
    const at = Date.UTC(2026, 11, 7, 4, 0, 0);
    const ids = Array.from({ length: 2000 }, () => newObjectId(at));
    for (const id of ids) {
      expect(objectIdSchema.safeParse(id).success).toBe(true);
      expect(id.slice(0, 8)).toBe((at / 1000).toString(16).padStart(8, "0"));
    }
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(ids.map((id) => id.slice(8))).size).toBe(ids.length);
  });
});
