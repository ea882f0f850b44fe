// The headers next.config.mjs puts on every answer.
import { describe, expect, it } from "vitest";
import config from "@/next.config.mjs";

/** The headers of every rule without a condition whose source matches `path`. */
async function headersOf(path: string): Promise<Record<string, string>> {
  const rules = await config.headers!();
  const matches = (source: string) =>
    source === "/:path*" || (source.startsWith("/((?!") && new RegExp(`^${source.replace("/(", "/(?:")}$`).test(path));
  return Object.fromEntries(rules.filter((r) => !r.has && matches(r.source)).flatMap((r) => r.headers.map((h) => [h.key, h.value])));
}
const everywhere = () => headersOf("/organizations");

describe("security headers on every answer", () => {
  it("Permissions-Policy turns off camera, microphone, geolocation and the other powerful features", async () => {
    const policy = (await everywhere())["Permissions-Policy"];
    const features = Object.fromEntries(policy.split(/,\s*/).map((item) => item.split("=")));
    for (const feature of ["camera", "microphone", "geolocation", "payment", "usb", "display-capture"])
      expect(features[feature]).toBe("()");
  });

  it("leaves WebAuthn (passkeys) alone", async () => {
    expect((await everywhere())["Permissions-Policy"]).not.toMatch(/publickey-credentials/);
  });

  it("keeps nosniff, the referrer policy and the framing ban", async () => {
    expect(await everywhere()).toMatchObject({
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "X-Frame-Options": "DENY",
    });
  });

  it("gives the build's scripts nosniff and leaves the document-only headers off them", async () => {
    const script = await headersOf("/_next/static/chunks/0a1b2c.js");
    expect(script["X-Content-Type-Options"]).toBe("nosniff");
    expect(script).not.toHaveProperty("Permissions-Policy");
    expect(script).not.toHaveProperty("X-Frame-Options");
    expect(await headersOf("/_next/image")).toHaveProperty("X-Frame-Options", "DENY");
  });
});
