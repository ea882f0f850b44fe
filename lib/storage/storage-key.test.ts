import { describe, expect, it } from "vitest";
import { contentTypeOfKey, isValidStorageKey } from "./storage-key";

describe("storage keys", () => {
  it.each(["assets/6740a1b2c3d4e5f601234567/6740a1b2c3d4e5f601234568/original.jpg", "a", "a/b-c/d_e.f"])("accepts %s", (key) =>
    expect(isValidStorageKey(key)).toBe(true),
  );

  it.each([
    "",
    "../etc/passwd",
    "assets/../../etc/passwd",
    "assets/./x",
    "/etc/passwd",
    "assets//x",
    "assets/x/",
    "Assets/x",
    "assets\\x",
    "assets/.hidden",
    "assets/x..y",
    "assets/%2e%2e/x",
    "assets/x\u0000y",
    "a".repeat(513),
  ])("refuses %j", (key) => expect(isValidStorageKey(key)).toBe(false));

  it.each([
    ["a/original.jpg", "image/jpeg"],
    ["a/thumbnail.webp", "image/webp"],
    ["a/original.png", "image/png"],
    ["a/original.mp4", "video/mp4"],
    ["a/original.mov", "video/quicktime"],
    ["a/original.html", null],
    ["a.jpg/x", null],
    ["a/noext", null],
  ])("serves %s as %s", (key, type) => expect(contentTypeOfKey(key)).toBe(type));
});
