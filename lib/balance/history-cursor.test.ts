import { describe, expect, it } from "vitest";
import { decodeHistoryCursor, encodeHistoryCursor } from "./history-cursor";

describe("balance history cursor", () => {
  it("round-trips a position to the millisecond", () => {
    const position = { createdAt: new Date("2026-11-21T09:30:00.123Z"), id: "6740a1b2c3d4e5f601234567" };
    const cursor = encodeHistoryCursor(position);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeHistoryCursor(cursor)).toEqual(position);
  });

  it.each([
    ["not base64url", "abc+/="],
    ["random text", Buffer.from("hello").toString("base64url")],
    ["id not an ObjectId", Buffer.from("1700000000000.XYZ").toString("base64url")],
    ["no timestamp", Buffer.from(".6740a1b2c3d4e5f601234567").toString("base64url")],
    ["upper-case id", Buffer.from("1700000000000.6740A1B2C3D4E5F601234567").toString("base64url")],
    ["empty", ""],
  ])("refuses %s", (_label, cursor) => {
    expect(decodeHistoryCursor(cursor)).toBeNull();
  });
});
