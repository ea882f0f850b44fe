import { bearer, expect, regularCampaignBody, signIn, test } from "@/e2e/fixtures";

test("a campaign's budget changed in the console shows in its change history and on the Audit page, from what to what and by whom", async ({
  page,
  request,
  seed,
}) => {
  const org = seed.owner.organizationId;
  const name = `History ${Date.now().toString(36)}`;
  const created = await request.post(`/api/core/organization/${org}/campaign`, {
    headers: bearer(seed.owner.apiKey),
    data: regularCampaignBody(name, "history"),
  });
  expect(created.status()).toBe(200);
  const campaignId = ((await created.json()) as { _id: string })._id;

  await signIn(page, seed.owner);
  await page.goto(`/organizations/${org}/campaigns/${campaignId}`);
  await page.getByRole("button", { name: "Edit", exact: true }).click();
  await page.getByLabel("Budget (KRW)").fill("700000");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("₩700,000").first()).toBeVisible();

  const history = page.getByTestId("change-history");
  const change = history.getByRole("listitem").filter({ hasText: "Campaign edited" }).first();
  await expect(change).toContainText("Budget");
  await expect(change).toContainText("₩500,000");
  await expect(change).toContainText("₩700,000");
  await expect(change).toContainText("by you");
  // The creation is there too, with what it was made with.
  await expect(history.getByRole("listitem").filter({ hasText: "Campaign created" })).toContainText(name);

  await page.goto(`/organizations/${org}/audit?target=${campaignId}`);
  const rows = page.getByTestId("audit-rows");
  const budget = rows.getByTestId("audit-changes").filter({ hasText: "Budget" }).first();
  await expect(budget).toContainText("₩500,000");
  await expect(budget).toContainText("₩700,000");
  await expect(rows.getByText("campaign:update").first()).toBeVisible();
});
