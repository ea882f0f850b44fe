import { expect, signIn, test } from "@/e2e/fixtures";

test("pages carry a nonce CSP, frame-ancestors 'none', nosniff and Referrer-Policy, and run under it", async ({ page, seed, request }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to (execute|load)/i.test(message.text())) violations.push(message.text());
  });
  // A refusal the page's code catches (zod probing for eval with `new Function`) logs nothing: the event says it.
  await page.addInitScript(() =>
    document.addEventListener("securitypolicyviolation", (event) =>
      console.error(`Content Security Policy refused ${event.violatedDirective} in ${event.sourceFile}:${event.lineNumber}`),
    ),
  );
  const response = await page.goto("/sign-in");
  const headers = response!.headers();
  const csp = headers["content-security-policy"];
  expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toContain("camera=()");
  expect(headers["permissions-policy"]).not.toContain("publickey-credentials");
  expect(headers["strict-transport-security"]).toBeUndefined(); // plain http, no trusted proxy
  const nonce = /'nonce-([^']+)'/.exec(csp)![1];
  // Next's own scripts carry the nonce, and the page hydrates: signing in works.
  expect(await page.locator(`script[nonce]`).count()).toBeGreaterThan(0);
  const second = await request.get("/sign-in");
  expect(second.headers()["content-security-policy"]).not.toContain(nonce);
  await signIn(page, seed.owner);
  await page.goto(`/organizations/${seed.owner.organizationId}/balance`);
  await expect(page.getByRole("heading").first()).toBeVisible();
  // The new campaign form: its code (and the schema its resolver loads right after) runs under the policy too.
  await page.goto(`/organizations/${seed.owner.organizationId}/campaigns/new`);
  await expect(page.locator('form fieldset[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByLabel("Name", { exact: true })).toBeEnabled();
  await page.waitForLoadState("networkidle");
  expect(violations).toEqual([]);

  const api = await request.get("/api/health", { headers: { "X-Forwarded-Proto": "https" } });
  expect(api.headers()["x-content-type-options"]).toBe("nosniff");
  expect(api.headers()["content-security-policy"]).toContain("default-src 'none'");
  expect(api.headers()["strict-transport-security"]).toBeUndefined(); // X-Forwarded-Proto is not trusted here
});
