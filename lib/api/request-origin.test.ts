import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { requestOrigin } from "./request-origin";

const request = (headers: Record<string, string>) => new NextRequest("http://0.0.0.0:3000/api/x", { headers });

describe("requestOrigin", () => {
  it.each([
    [{ host: "ads.example.com" }, "http://ads.example.com"],
    [{ host: "127.0.0.1:3150" }, "http://127.0.0.1:3150"],
    [{ host: "internal:3000", "x-forwarded-host": "ads.example.com", "x-forwarded-proto": "https" }, "https://ads.example.com"],
    [
      { host: "internal:3000", "x-forwarded-host": "a.example.com, b.internal", "x-forwarded-proto": "https, http" },
      "https://a.example.com",
    ],
    [{ host: "x.example.com", "x-forwarded-proto": "javascript" }, "http://x.example.com"],
  ])("%j → %s", (headers, origin) => expect(requestOrigin(request(headers))).toBe(origin));
});
