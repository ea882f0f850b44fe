// The headers next.config.mjs puts on every answer.
import { describe, expect, it } from "vitest";
import config from "@/next.config.mjs";

async function everywhere(): Promise<Record<string, string>> {
  const rules = await config.headers!();
  const rule = rules.find((r) => r.source === "/:path*" && !r.has)!;
  return Object.fromEntries(rule.headers.map((h) => [h.key, h.value]));
}

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
});
