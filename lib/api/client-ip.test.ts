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
    ["10.0.0.1", ["::ffff:10.0.0.1"], true],
    ["10.0.0.1", ["::ffff:10.0.0.0/120"], true],
    ["10.0.0.1", ["garbage", "10.0.0.1"], true],
    ["10.0.0.2", ["garbage", "10.0.0.1"], false],
    ["198.51.100.20", ["10.0.0.0/8", "172.16.0.0/12", "198.51.100.0/24"], true],
    ["198.51.101.20", ["10.0.0.0/8", "172.16.0.0/12", "198.51.100.0/24"], false],
  ] as const)("%s in %j -> %s", (ip, list, expected) => {
    expect(ipAllowed(ip, list)).toBe(expected);
  });
});

it("answers each whitelist for itself though parsed whitelists are kept", () => {
  expect(ipAllowed("10.1.1.1", ["10.0.0.0/8"])).toBe(true);
  expect(ipAllowed("10.1.1.1", ["10.0.0.0/16"])).toBe(false);
  expect(ipAllowed("10.1.1.1", ["10.0.0.0/8"])).toBe(true);
});

describe("isValidIpEntry", () => {
  it.each(["10.0.0.1", "10.0.0.0/8", "::1", "2001:db8::/32"])("accepts %s", (e) => expect(isValidIpEntry(e)).toBe(true));
  it.each(["10.0.0.256", "10.0.0.0/33", "example.com", "", "2001:db8::/129"])("refuses %s", (e) =>
    expect(isValidIpEntry(e)).toBe(false),
  );
});
