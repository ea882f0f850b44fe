import { bearer, expect, signIn, test } from "@/e2e/fixtures";

// What the server renders must be what the browser's first render produces, whatever the browser's clock says:
// relative times ("last used 5 seconds ago") are computed from the request's instant on both sides.

test("the members page hydrates without an error when the browser's clock is minutes off the server's", async ({ page, request, seed }) => {
  const organizationId = seed.owner.organizationId;
  // The owner's key was used a moment ago: the members list says so in seconds.
  expect((await request.get(`/api/core/organization/${organizationId}/me`, { headers: bearer(seed.owner.apiKey) })).status()).toBe(200);

  await signIn(page, seed.owner);
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(`uncaught ${error.message.split("\n")[0]}`));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`console error ${message.text().split("\n")[0]}`);
  });
  // Seven minutes ahead: "7 minutes ago" in the browser against the server's "seconds ago" if each used its own clock.
  await page.clock.install({ time: Date.now() + 7 * 60_000 });
  await page.goto(`/organizations/${organizationId}/members`);
  await expect(page.getByText(seed.owner.email).first()).toBeVisible();
  await expect(page.getByText(/Last used/i).first()).toBeVisible();
  // Hydration errors surface once React has walked the page: give it a moment on the page's own clock.
  await page.clock.runFor(2_000);
  expect(errors).toEqual([]);
});
