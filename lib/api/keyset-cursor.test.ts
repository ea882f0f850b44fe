import { describe, expect, it } from "vitest";
import { afterKeyset, decodeCursor, encodeCursor, keysetCursorSchema, pageOf } from "./keyset-cursor";

const id = "6740a1b2c3d4e5f601234567";

describe("keyset cursors", () => {
  it("round-trips a timestamp and an id", () => {
    const at = new Date("2026-11-21T09:00:00.123Z");
    expect(decodeCursor(encodeCursor(at, id))).toEqual({ at, id });
  });

  it.each(["", "abc", `1.${id.toUpperCase()}`, `x.${id}`, `1.${id}0`, `1234567890123456.${id}`])("refuses %j", (cursor) => {
    expect(decodeCursor(cursor)).toBeNull();
    expect(keysetCursorSchema.safeParse(cursor).success).toBe(false);
  });

  it("pages: the cursor is the last row's, and null on the last page", () => {
    const rows = [1, 2, 3].map((n) => ({ id: `${id.slice(0, -1)}${n}`, at: new Date(n * 1000) }));
    expect(pageOf(rows, 2, (r) => r.at)).toEqual({ page: rows.slice(0, 2), nextCursor: `2000.${rows[1].id}` });
    expect(pageOf(rows, 3, (r) => r.at).nextCursor).toBeNull();
  });

  it("builds the where for either direction", () => {
    const at = new Date(5);
    expect(afterKeyset("createdAt", undefined, "desc")).toEqual({});
    expect(afterKeyset("createdAt", { at, id }, "desc")).toEqual({
      OR: [{ createdAt: { lt: at } }, { createdAt: at, id: { lt: id } }],
    });
    expect(afterKeyset("submittedAt", { at, id }, "asc")).toEqual({
      OR: [{ submittedAt: { gt: at } }, { submittedAt: at, id: { gt: id } }],
    });
  });
});
