import { expect, signIn, signUpVerified, test } from "@/e2e/fixtures";

test("a new organization's dashboard lists the steps to a serving campaign and ticks them off", async ({ page, request, seed }) => {
  const owner = await signUpVerified(request, seed, "firststeps", "first-steps-password-1");
  // In one organization, signing in leads straight to its dashboard, not to the organization picker.
  await signIn(page, owner);
  const dashboard = `/organizations/${owner.organizationId}/dashboard`;
  await expect(page).toHaveURL(dashboard);

  const checklist = page.getByTestId("setup-checklist");
  await expect(page.getByText("Get your first campaign serving")).toBeVisible();
  await expect(page.getByText("0 of 5 done")).toBeVisible();
  await expect(checklist.locator("li[data-done=false]")).toHaveCount(5);
  await expect(checklist.getByRole("link", { name: "Register your game" })).toHaveAttribute(
    "href",
    `/organizations/${owner.organizationId}/apps/new`,
  );
  // No campaigns is said as such, not as "every campaign that should be serving is".
  await expect(page.getByText("No campaigns yet.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Create a campaign" }).first()).toBeVisible();

  // Registering the game ticks its step off; the approval step now leads to that app.
  const created = await page.request.post(`/api/core/organization/${owner.organizationId}/apps`, {
    headers: { Origin: new URL(page.url()).origin },
    data: {
      name: "First Steps Puzzle",
      platformSettings: { android: { storeUrl: "https://play.google.com/store/apps/details?id=com.e2e.first" } },
    },
  });
  expect(created.status()).toBe(200);
  const app = await created.json();
  await page.goto(dashboard);
  await expect(page.getByText("1 of 5 done")).toBeVisible();
  await expect(checklist.locator("li[data-done=true]")).toHaveText(/Register your game/);
  await expect(checklist.getByRole("link", { name: "Get a platform approved" })).toHaveAttribute(
    "href",
    `/organizations/${owner.organizationId}/apps/${app._id}`,
  );
});
