import { createOrganizationAs, expect, signIn, test } from "@/e2e/fixtures";

test("an owner registers the settlement account, sees it masked and changes the bank name", async ({ page, request, seed }) => {
  // A fresh organization, so the page starts with no account whatever ran before.
  const organizationId = (await createOrganizationAs(request, seed.owner, { name: "Settlement Journey" }))._id;
  await signIn(page, seed.owner);
  await page.goto(`/organizations/${organizationId}/settlement`);

  await expect(page.getByRole("heading", { name: "Register the settlement account" })).toBeVisible();
  // All three fields are needed: an empty form is refused on each field.
  await page.getByRole("button", { name: "Register account" }).click();
  await expect(page.locator("form").getByRole("alert")).toHaveText(Array(3).fill("This field must not be empty."));
  await expect(page.getByLabel("Account number")).toHaveAttribute("aria-invalid", "true");

  await page.getByLabel("Account holder").fill("Pixel Forge Inc.");
  await page.getByLabel("Bank").fill("KB Kookmin Bank");
  await page.getByLabel("Account number").fill("110-234-567890");
  await page.getByRole("button", { name: "Register account" }).click();

  const dialog = page.getByRole("dialog", { name: "Register this settlement account?" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("KB Kookmin Bank");
  await dialog.getByRole("button", { name: "Register" }).click();

  await expect(page.getByText("Settlement account registered.")).toBeVisible();
  await expect(page.getByTestId("settlement-number")).toHaveText("••••••7890");
  await expect(page.getByTestId("settlement-bank")).toHaveText("KB Kookmin Bank");
  await page.reload();
  await expect(page.getByTestId("settlement-number")).toHaveText("••••••7890");
  expect(await page.content()).not.toContain("567890");

  // Change only the bank; the number stays as it was.
  await page.getByLabel("Bank").fill("Shinhan Bank");
  await page.getByRole("button", { name: "Review changes" }).click();
  const confirm = page.getByRole("dialog", { name: "Change the settlement account?" });
  await expect(confirm.getByRole("row", { name: /Bank/ })).toContainText("KB Kookmin Bank");
  await expect(confirm.getByRole("row", { name: /Bank/ })).toContainText("Shinhan Bank");
  await expect(confirm.getByRole("row", { name: /Account number/ })).toContainText("Unchanged");
  // Cancelling changes nothing.
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByTestId("settlement-bank")).toHaveText("KB Kookmin Bank");
  await page.getByRole("button", { name: "Review changes" }).click();
  await confirm.getByRole("button", { name: "Save changes" }).click();

  await expect(page.getByText("Settlement account changed.")).toBeVisible();
  await expect(page.getByTestId("settlement-bank")).toHaveText("Shinhan Bank");
  await expect(page.getByTestId("settlement-number")).toHaveText("••••••7890");
  // What the API answers the console's session (the owner's key speaks for their first organization only).
  const account = await (await page.request.get(`/api/core/organization/${organizationId}/account`)).json();
  expect(account).toEqual({ accountOwnerName: "Pixel Forge Inc.", accountBankName: "Shinhan Bank", accountNumber: "••••••7890" });
});
