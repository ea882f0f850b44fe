import { describe, expect, it } from "vitest";
import { ipAllowed as ipAllowedCached, isValidIpEntry } from "./client-ip";

// Parsed whitelists are cached by their text. A never-seen entry (one that allows nothing) makes each call parse
// afresh, so every case exercises the parser, not a matcher an earlier call (or mutant run) left in the cache.
let fresh = 0;
const ipAllowed = (ip: string | null, list: readonly string[]) =>
  ipAllowedCached(ip, list.length ? [...list, `unparsable-${fresh++}`] : list);

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

describe("IPv4-mapped ranges and single addresses", () => {
  it.each([
    ["10.1.2.3", ["::ffff:10.0.0.0/104"], true],
    ["11.1.2.3", ["::ffff:10.0.0.0/104"], false],
    ["203.0.113.9", ["::ffff:0:0/96"], true],
    ["203.0.113.9", ["::ffff:0:0/95"], false],
    ["::ffff:203.0.113.9", ["::ffff:0:0/95"], false],
    ["10.0.0.1", ["10.0.0.1"], true],
    ["10.0.0.2", ["10.0.0.1"], false],
    ["2001:db8::1", ["2001:db8::1"], true],
    ["2001:db8::2", ["2001:db8::1"], false],
    ["2001:db8::1", ["2001:db8::/32"], true],
  ] as const)("%s in %j -> %s", (ip, list, expected) => {
    expect(ipAllowed(ip, list)).toBe(expected);
  });
});

it("answers each whitelist for itself though parsed whitelists are kept", () => {
  expect(ipAllowedCached("10.1.1.1", ["10.0.0.0/8"])).toBe(true);
  expect(ipAllowedCached("10.1.1.1", ["10.0.0.0/16"])).toBe(false);
  expect(ipAllowedCached("10.1.1.1", ["10.0.0.0/8"])).toBe(true);
});

describe("isValidIpEntry", () => {
  it.each(["10.0.0.1", "10.0.0.0/8", "::1", "2001:db8::/32"])("accepts %s", (e) => expect(isValidIpEntry(e)).toBe(true));
  it.each(["10.0.0.256", "10.0.0.0/33", "example.com", "", "2001:db8::/129"])("refuses %s", (e) => expect(isValidIpEntry(e)).toBe(false));
});
