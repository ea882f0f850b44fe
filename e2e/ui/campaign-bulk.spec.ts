import type { Page } from "@playwright/test";
import { expect, hostedImage, signIn, signUpVerified, slowLazyChunks, test } from "@/e2e/fixtures";

const STORE = "https://play.google.com/store/apps/details?id=com.e2e.bulk";

/** `count` campaigns of ₩1,000,000 made in one batch through the console's session (createCampaign operations). */
async function createCampaigns(page: Page, organizationId: string, count: number, prefix: string) {
  const operations = Array.from({ length: count }, (_, index) => ({
    op: "createCampaign",
    body: {
      name: `${prefix} ${String(index).padStart(2, "0")}`,
      startAt: new Date(Date.now() + 86_400_000).toISOString(),
      cur: "CURRENCY_KRW",
      budget: 1_000_000,
      targeting: { platforms: [], devices: [], tags: [], locations: ["KR"], languages: [] },
      btags: [],
      // drafts: out of the reviewers' queue, which other journeys read from its start
      draft: true,
      ads: [
        {
          name: `${prefix} ad ${index}`,
          categories: ["puzzle"],
          cpm: 3000,
          productType: "AD_PRODUCT_TYPE_INTRINSIC",
          creatives: [{ image: hostedImage(`bulk-${index}`) }],
          destinationUrl: STORE,
        },
      ],
    },
  }));
  const res = await page.request.post(`/api/core/organization/${organizationId}/batch`, {
    headers: { Origin: new URL(page.url()).origin },
    data: { atomic: true, operations },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { results: { result: { _id: string } }[] }).results.map((result) => result.result._id);
}

test("bulk change: select 20 campaigns, raise their budgets 10 %, preview, apply, a result for each", async ({ page, request, seed }) => {
  test.setTimeout(150_000);
  const owner = await signUpVerified(request, seed, "bulk", "bulk-change-password-1");
  await signIn(page, owner);
  const ids = await createCampaigns(page, owner.organizationId, 20, `Bulk ${Date.now().toString(36)}`);

  await page.goto(`/organizations/${owner.organizationId}/campaigns`);
  await expect(page.getByTestId(`campaign-${ids[0]}`)).toBeVisible();
  // The bar's code loads on the first selection: slowed as on a phone's network, the tick still shows at once.
  await slowLazyChunks(page);
  await page.getByLabel("Select all campaigns on this page").check();
  const bar = page.getByTestId("bulk-bar");
  await expect(bar).toContainText("20 campaigns selected");
  await bar.getByLabel("Change", { exact: true }).selectOption("budgetPercent");
  await bar.getByLabel("Percentage (%)").fill("10");
  await bar.getByRole("button", { name: "Preview" }).click();

  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: "Preview: Change the budget by a percentage" })).toBeVisible();
  await expect(dialog).toContainText("20 of 20 will change");
  const rows = dialog.getByTestId("bulk-rows").locator("li");
  await expect(rows).toHaveCount(20);
  await expect(rows.first().getByTestId("bulk-change")).toHaveText("₩1,000,000 → ₩1,100,000");
  await expect(rows.filter({ hasText: "Will change" })).toHaveCount(20);
  // The preview wrote nothing.
  const before = await page.request.get(`/api/core/organization/${owner.organizationId}/campaign/${ids[0]}`);
  expect(((await before.json()) as { budget: number }).budget).toBe(1_000_000);

  await dialog.getByRole("button", { name: "Apply 20 changes" }).click();
  await expect(dialog.getByRole("heading", { name: "Results" })).toBeVisible();
  await expect(dialog).toContainText("20 of 20 changed.");
  await expect(rows.filter({ hasText: "Changed" })).toHaveCount(20);
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(bar).toBeHidden();

  for (const id of ids) {
    const res = await page.request.get(`/api/core/organization/${owner.organizationId}/campaign/${id}`);
    expect(((await res.json()) as { budget: number }).budget).toBe(1_100_000);
  }
  await expect(page.getByTestId(`campaign-${ids[0]}`)).toContainText("₩1,100,000");
});
