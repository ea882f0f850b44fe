import { NextRequest } from "next/server";
import { afterEach, describe, expect, it } from "vitest";
import { requestOrigin } from "./request-origin";

const request = (headers: Record<string, string>) => new NextRequest("http://0.0.0.0:3000/api/x", { headers });

afterEach(() => {
  delete process.env.TRUST_PROXY;
});

describe("requestOrigin", () => {
  it.each([
    [{ host: "ads.example.com" }, "http://ads.example.com"],
    [{ host: "127.0.0.1:3150" }, "http://127.0.0.1:3150"],
    [{ host: "[::1]:3150" }, "http://[::1]:3150"],
    [{ host: "x.example.com", "x-forwarded-proto": "javascript" }, "http://x.example.com"],
    // Not a plain host[:port]: the server's own address instead.
    [{ host: "127.0.0.1:3200@evil.example" }, "http://0.0.0.0:3000"],
    [{ host: "evil.example/path" }, "http://0.0.0.0:3000"],
    // Without TRUST_PROXY nothing in front sets X-Forwarded-*: a client's copy is ignored.
    [{ host: "internal:3000", "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" }, "http://internal:3000"],
  ])("%j → %s", (headers, origin) => expect(requestOrigin(request(headers))).toBe(origin));

  it.each([
    [{ host: "internal:3000", "x-forwarded-host": "ads.example.com", "x-forwarded-proto": "https" }, "https://ads.example.com"],
    // The client sent the left values; the trusted proxy appended the right ones.
    [
      { host: "internal:3000", "x-forwarded-host": "evil.example, ads.example.com", "x-forwarded-proto": "http, https" },
      "https://ads.example.com",
    ],
    [{ host: "internal:3000", "x-forwarded-host": "ads.example.com, 127.0.0.1@evil.example" }, "http://internal:3000"],
  ])("with TRUST_PROXY=1, %j → %s (the proxy's own hop, the rightmost)", (headers, origin) => {
    process.env.TRUST_PROXY = "1";
    expect(requestOrigin(request(headers))).toBe(origin);
  });
});
