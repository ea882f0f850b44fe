import { describe, expect, it } from "vitest";
import { ipAllowed, isValidIpEntry } from "./client-ip";

describe("ipAllowed", () => {
  it.each([
    ["203.0.113.7", [], true],
    ["203.0.113.7", ["203.0.113.7"], true],
    ["203.0.113.8", ["203.0.113.7"], false],
    ["203.0.113.200", ["203.0.113.0/24"], true],
    ["203.0.114.1", ["203.0.113.0/24"], false],
    ["::ffff:203.0.113.9", ["203.0.113.0/24"], true],
    ["2001:db8::1", ["2001:db8::/32"], true],
    ["2001:db9::1", ["2001:db8::/32"], false],
    ["2001:db8:0:0:0:0:0:1", ["2001:db8::1"], true],
    ["127.0.0.1", ["::1"], false],
    [null, ["10.0.0.0/8"], false],
    ["not-an-ip", ["10.0.0.0/8"], false],
  ] as const)("%s in %j -> %s", (ip, list, expected) => {
    expect(ipAllowed(ip, list)).toBe(expected);
  });
});

describe("isValidIpEntry", () => {
  it.each(["10.0.0.1", "10.0.0.0/8", "::1", "2001:db8::/32"])("accepts %s", (e) => expect(isValidIpEntry(e)).toBe(true));
  it.each(["10.0.0.256", "10.0.0.0/33", "example.com", "", "2001:db8::/129"])("refuses %s", (e) =>
    expect(isValidIpEntry(e)).toBe(false),
  );
});
