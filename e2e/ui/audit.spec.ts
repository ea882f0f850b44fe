import { bearer, expect, signIn, test } from "@/e2e/fixtures";

test("the Audit page lists a change made with an API key, with its fields, and filters by action", async ({ page, request, seed }) => {
  const org = seed.owner.organizationId;
  const update = await request.put(`/api/core/organization/${org}`, {
    headers: bearer(seed.owner.apiKey),
    data: { description: "Audited change" },
  });
  expect(update.status()).toBe(200);
  await signIn(page, seed.owner);
  await page.goto(`/organizations/${org}/audit`);
  await expect(page.getByRole("heading", { name: "Audit trail" })).toBeVisible();
  const rows = page.getByTestId("audit-rows");
  await expect(rows.getByText("organization:update").first()).toBeVisible();
  await expect(rows.getByText("API key").first()).toBeVisible();
  await expect(rows.getByText("description").first()).toBeVisible();
  await expect(rows).not.toContainText("Audited change");
  // The target is named (the organization, as it is called now), its id beneath.
  await expect(rows.getByText("E2E Studio", { exact: true }).first()).toBeVisible();
  await page.getByLabel("Action").fill("role:*");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(rows.getByText("organization:update")).toHaveCount(0);
});
