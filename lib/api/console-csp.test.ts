import { NextRequest } from "next/server";
import { afterEach, describe, expect, it } from "vitest";
import { proxy } from "@/proxy";

const policyOf = () => proxy(new NextRequest("http://127.0.0.1:3000/organizations")).headers.get("Content-Security-Policy") ?? "";
const directive = (policy: string, name: string) => policy.split("; ").find((d) => d.startsWith(`${name} `));

afterEach(() => {
  delete process.env.MEDIA_BASE_URL;
});

describe("the console's Content-Security-Policy", () => {
  it("loads images and video from its own origin only by default", () => {
    const policy = policyOf();
    expect(directive(policy, "img-src")).toBe("img-src 'self' blob: data:");
    expect(directive(policy, "media-src")).toBe("media-src 'self' blob:");
  });

  it("also from MEDIA_BASE_URL's origin when stored files are served from there", () => {
    process.env.MEDIA_BASE_URL = "https://cdn.example.com/adnet/";
    const policy = policyOf();
    expect(directive(policy, "img-src")).toBe("img-src 'self' blob: data: https://cdn.example.com");
    expect(directive(policy, "media-src")).toBe("media-src 'self' blob: https://cdn.example.com");
    expect(directive(policy, "script-src")).not.toContain("cdn.example.com");
  });
});
