import { describe, expect, it } from "vitest";
import { assertSameOrigin } from "./same-origin";

const check = (method: string, headers: Record<string, string>) => () => assertSameOrigin(method, new Headers(headers));
const refused = { statusCode: 403, reason: "CROSS_ORIGIN_REQUEST" };

describe("assertSameOrigin (cookie requests that change state)", () => {
  it.each(["GET", "HEAD", "OPTIONS"])("lets %s through from anywhere", (method) => {
    expect(check(method, { origin: "https://evil.example", host: "console.example" })).not.toThrow();
  });

  it.each([
    ["the browser says same-origin", { "sec-fetch-site": "same-origin", origin: "https://evil.example", host: "console.example" }],
    ["Origin matches Host", { origin: "https://console.example", host: "console.example" }],
    ["Referer matches Host", { referer: "https://console.example/organizations", host: "console.example" }],
    [
      "Origin matches the proxy's X-Forwarded-Host",
      { origin: "https://console.example", host: "internal:3000", "x-forwarded-host": "console.example" },
    ],
    ["with a port", { origin: "http://127.0.0.1:3104", host: "127.0.0.1:3104" }],
  ])("lets a POST through when %s", (_label, headers) => {
    expect(check("POST", headers)).not.toThrow();
  });

  it.each([
    ["no Origin or Referer", { host: "console.example" }],
    ["another Origin", { origin: "https://evil.example", host: "console.example" }],
    ["Origin on another port", { origin: "http://console.example:8080", host: "console.example" }],
    ["a cross-site fetch", { "sec-fetch-site": "cross-site", origin: "https://evil.example", host: "console.example" }],
    ["an Origin that is not a URL", { origin: "null", host: "console.example" }],
    ["no Host at all", { origin: "https://console.example" }],
    [
      "Origin matching Host while the proxy says another host",
      { origin: "https://internal:3000", host: "internal:3000", "x-forwarded-host": "console.example" },
    ],
    [
      "an Origin that wins over a matching Referer",
      { origin: "https://evil.example", referer: "https://console.example/", host: "console.example" },
    ],
  ])("refuses a POST with %s", (_label, headers) => {
    expect(check("POST", headers)).toThrow(expect.objectContaining(refused));
  });

  it.each(["PUT", "PATCH", "DELETE"])("checks %s too", (method) => {
    expect(check(method, { origin: "https://evil.example", host: "console.example" })).toThrow(expect.objectContaining(refused));
  });
});
