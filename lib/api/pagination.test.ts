import { describe, expect, it } from "vitest";
import {
  cursorSchema,
  decodeCursor,
  decodeValueCursor,
  encodeCursor,
  encodeValueCursor,
  keyset,
  pageOf,
  pageResponse,
  paginationQuery,
} from "./pagination";

const id = "6740a1b2c3d4e5f601234567";
const req = { nextUrl: new URL("http://localhost/api/core/x?limit=2&platform=IOS") };

describe("keyset pagination", () => {
  it("round-trips a position to the millisecond through an opaque base64url cursor", () => {
    const at = new Date("2026-11-21T09:00:00.123Z");
    const cursor = encodeCursor({ at, id });
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(cursor)).toEqual({ at, id });
  });

  it.each([
    ["empty", ""],
    ["not base64url", "abc+/="],
    ["random text", Buffer.from("hello").toString("base64url")],
    ["id not an ObjectId", Buffer.from("1700000000000.XYZ").toString("base64url")],
    ["no timestamp", Buffer.from(`.${id}`).toString("base64url")],
    ["upper-case id", Buffer.from(`1700000000000.${id.toUpperCase()}`).toString("base64url")],
    ["a bare id", id],
    ["too long", "a".repeat(201)],
  ])("refuses %s", (_label, cursor) => {
    expect(decodeCursor(cursor)).toBeNull();
    expect(cursorSchema.safeParse(cursor).success).toBe(false);
  });

  it.each([["12345678901234"], ["0"], ["0.1"], ["1234.5678"], ["1.5e-7"], ["-3"], [null]])(
    "round-trips a computed value %s and the id under its order's key, and refuses it under another",
    (value) => {
      const cursor = encodeValueCursor("spend:desc", { value, id });
      expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(decodeValueCursor("spend:desc", cursor)).toEqual({ value, id });
      expect(decodeValueCursor("spend:asc", cursor)).toBeNull();
      expect(decodeValueCursor("ctr:desc", cursor)).toBeNull();
      expect(decodeCursor(cursor)).toBeNull();
    },
  );

  it.each([
    ["a creation cursor", encodeCursor({ at: new Date(0), id })],
    ["a value that is not a number", Buffer.from(`spend:desc|1; DROP TABLE x|${id}`).toString("base64url")],
    ["no id", Buffer.from("spend:desc|5|").toString("base64url")],
    ["an upper-case id", Buffer.from(`spend:desc|5|${id.toUpperCase()}`).toString("base64url")],
  ])("a value cursor refuses %s", (_label, cursor) => {
    expect(decodeValueCursor("spend:desc", cursor)).toBeNull();
  });

  it("parses limit (default 50, 1 to 200) and refuses unknown parameters", () => {
    expect(paginationQuery.parse({})).toEqual({ limit: 50 });
    expect(paginationQuery.safeParse({ limit: "201" }).success).toBe(false);
    expect(paginationQuery.safeParse({ sort: "x" }).success).toBe(false);
  });

  it("bounds the first column on its own (index-friendly) and breaks ties on the id, either direction", () => {
    const at = new Date(5);
    expect(keyset("createdAt", "desc", { limit: 2 })).toEqual({ where: {}, orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: 3 });
    expect(keyset("createdAt", "desc", { limit: 2, cursor: { at, id } }).where).toEqual({
      AND: [{ createdAt: { lte: at } }, { OR: [{ createdAt: { lt: at } }, { createdAt: at, id: { lt: id } }] }],
    });
    expect(keyset("submittedAt", "asc", { limit: 2, cursor: { at, id } }).where).toEqual({
      AND: [{ submittedAt: { gte: at } }, { OR: [{ submittedAt: { gt: at } }, { submittedAt: at, id: { gt: id } }] }],
    });
  });

  it("pages: the cursor is the last row's, and null on the last page", () => {
    const rows = [1, 2, 3].map((n) => ({ id: `${id.slice(0, -1)}${n}`, createdAt: new Date(n * 1000) }));
    const page = pageOf(rows, 2, "createdAt");
    expect(page.items).toEqual(rows.slice(0, 2));
    expect(decodeCursor(page.nextCursor!)).toEqual({ at: rows[1].createdAt, id: rows[1].id });
    expect(pageOf(rows, 3, "createdAt").nextCursor).toBeNull();
  });

  it("answers either list style", async () => {
    const page = { items: [{ n: 1 }], nextCursor: "abc" };
    const items = pageResponse(req, page, "items", (row) => row.n);
    expect(await items.json()).toEqual({ items: [1], nextCursor: "abc" });
    expect(items.headers.get("link")).toBeNull();
    const link = pageResponse(req, page, "link");
    expect(await link.json()).toEqual([{ n: 1 }]);
    expect(link.headers.get("link")).toBe('</api/core/x?limit=2&platform=IOS&cursor=abc>; rel="next"');
    expect(pageResponse(req, { items: [], nextCursor: null }, "link").headers.get("link")).toBeNull();
  });
});
