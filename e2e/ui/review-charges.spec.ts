import { bearer, createOrganizationAs, expect, signIn, test } from "@/e2e/fixtures";

test("a reviewer finds an organization by name, confirms a charge, and a double click records it once", async ({ page, request, seed }) => {
  const name = `Charge Target ${Date.now().toString(36)}`;
  const organizationId = (await createOrganizationAs(request, seed.owner, { name }))._id;

  await signIn(page, seed.reviewer);
  await page.goto(`/organizations/${seed.reviewer.organizationId}/dashboard`);
  // The review entry of the navigation leads to the queues, whose last tab records charges.
  await page
    .getByRole("navigation", { name: "Console navigation" })
    .getByRole("link", { name: /Review queue/ })
    .click();
  await page.getByRole("link", { name: "Record a charge" }).click();
  await expect(page.getByRole("heading", { name: "Record a charge", level: 1 })).toBeVisible();

  await page.getByLabel("Organization name", { exact: true }).fill(name.toLowerCase());
  await page.getByRole("button", { name: `Record for ${name}` }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]organization=${organizationId}`));
  await expect(page.getByText(`Recording for ${name}`)).toBeVisible();

  await page.getByLabel("Type", { exact: true }).selectOption("CHARGE_TYPE_FREE");
  await page.getByLabel("Amount (KRW)", { exact: true }).fill("5000000");
  await page.getByLabel("Description").fill("Launch credit");
  await page.getByRole("button", { name: "Record charge" }).dblclick();

  const dialog = page.getByRole("dialog", { name: "Record this charge?" });
  await expect(dialog).toContainText(name);
  await expect(dialog).toContainText("Promotional credit");
  await expect(dialog).toContainText("₩5,000,000");
  await dialog.getByRole("button", { name: "Record ₩5,000,000" }).dblclick();

  await expect(page.getByText("Recorded Promotional credit of ₩5,000,000. The balance is now ₩5,000,000.")).toBeVisible();
  await expect(dialog).toBeHidden();
  // The form starts over for the next charge.
  await expect(page.getByLabel("Amount (KRW)", { exact: true })).toHaveValue("");
  await expect(page.getByLabel("Type", { exact: true })).toHaveValue("CHARGE_TYPE_PAID");
  await expect(page.getByLabel("Description")).toHaveValue("");

  const history = await request.get(`/api/core/organization/${organizationId}/balance-history`, { headers: bearer(seed.reviewer.apiKey) });
  const body = await history.json();
  expect(body.history).toHaveLength(1);
  expect(body.balance).toBe(5000000);

  // Cancelling the dialog records nothing.
  await page.getByLabel("Amount (KRW)", { exact: true }).fill("1000");
  await page.getByRole("button", { name: "Record charge" }).click();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  const again = await (
    await request.get(`/api/core/organization/${organizationId}/balance-history`, { headers: bearer(seed.reviewer.apiKey) })
  ).json();
  expect(again.history).toHaveLength(1);
});
