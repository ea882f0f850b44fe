// The address the server stamps on each request (scripts/server.mjs), which decides API-key IP whitelists.
import { afterEach, describe, expect, it } from "vitest";
import type { IncomingMessage } from "node:http";
import { clientIpOf } from "@/scripts/server.mjs";

const SOCKET = "198.51.100.9";

function request(forwardedFor?: string | string[]) {
  return {
    headers: forwardedFor === undefined ? {} : { "x-forwarded-for": forwardedFor },
    socket: { remoteAddress: SOCKET },
  } as unknown as IncomingMessage;
}

describe("clientIpOf", () => {
  const saved = process.env.TRUST_PROXY;
  afterEach(() => {
    if (saved === undefined) delete process.env.TRUST_PROXY;
    else process.env.TRUST_PROXY = saved;
  });

  it.each([
    // [trusted hops, X-Forwarded-For, expected]
    [0, undefined, SOCKET],
    [0, "203.0.113.1", SOCKET], // no proxy trusted: the header is the client's own words
    [0, "203.0.113.1, 192.0.2.1", SOCKET],
    [1, undefined, SOCKET],
    [1, "", SOCKET],
    [1, "203.0.113.1", "203.0.113.1"],
    // A client sends a forged chain; the one trusted proxy appends what it saw: the rightmost entry.
    [1, "10.0.0.1, 203.0.113.1", "203.0.113.1"],
    [1, "1.1.1.1,2.2.2.2 , 203.0.113.1", "203.0.113.1"],
    // Two trusted hops: the outer proxy appended the client, the inner one the outer proxy.
    [2, "203.0.113.1, 192.0.2.1", "203.0.113.1"],
    [2, "10.0.0.1, 10.0.0.2, 203.0.113.1, 192.0.2.1", "203.0.113.1"],
    [2, " , 203.0.113.1 ,, 192.0.2.1 ", "203.0.113.1"],
    // Fewer entries than trusted hops: nothing trustworthy in the header, so the socket.
    [2, "203.0.113.1", SOCKET],
    [3, "203.0.113.1, 192.0.2.1", SOCKET],
  ])("TRUST_PROXY=%s with X-Forwarded-For %j is %s", (hops, header, expected) => {
    expect(clientIpOf(request(header), hops)).toBe(expected);
  });

  it("reads the number of trusted hops from TRUST_PROXY, none by default", () => {
    delete process.env.TRUST_PROXY;
    expect(clientIpOf(request("10.0.0.1, 203.0.113.1"))).toBe(SOCKET);
    process.env.TRUST_PROXY = "1";
    expect(clientIpOf(request("10.0.0.1, 203.0.113.1"))).toBe("203.0.113.1");
    process.env.TRUST_PROXY = "2";
    expect(clientIpOf(request("10.0.0.1, 203.0.113.1, 192.0.2.1"))).toBe("203.0.113.1");
  });

  it("an empty answer, not a crash, when the socket has no address", () => {
    const req = { headers: {}, socket: {} } as unknown as IncomingMessage;
    expect(clientIpOf(req, 0)).toBe("");
  });
});
