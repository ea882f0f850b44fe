import { describe, expect, it } from "vitest";
import { graphemeCount } from "./text-length";

describe("graphemeCount", () => {
  it.each([
    ["", 0],
    ["abc", 3],
    ["캠페인", 3],
    ["\u1100\u1161\u11A8", 1], // 각 spelled in jamo
    ["👍", 1],
    ["👨‍👩‍👧‍👦", 1],
    ["🇰🇷", 1],
    ["e\u0301", 1],
  ])("%j has %i", (value, count) => expect(graphemeCount(value)).toBe(count));
});
