import { expect, signIn, signUpVerified, test } from "@/e2e/fixtures";

// Refusals only the server can make: the page's own schema passes the form, the API answers 400 with `details`,
// and the console must put that message on the field it names (not in a general alert).
test("the server's refusal lands on the field it names: a parent already at the deepest level", async ({ page, request, seed }) => {
  const user = await signUpVerified(request, seed, "deep", "correct horse battery");
  await signIn(page, user);

  // Three levels below it through the API with the console's own session: Level 3 is the deepest allowed.
  const origin = new URL(page.url()).origin;
  let parentOrganizationId: string = user.organizationId;
  for (const level of [1, 2, 3]) {
    const res = await page.request.post("/api/core/organizations", {
      headers: { origin },
      data: { name: `Level ${level}`, parentOrganizationId },
    });
    expect(res.status()).toBe(200);
    parentOrganizationId = (await res.json())._id;
  }

  await page.goto("/organizations");
  await page.getByLabel("Name", { exact: true }).fill("Level 4");
  const parent = page.getByLabel("Parent organization");
  await parent.selectOption({ label: "Level 3" });
  await page.getByRole("button", { name: "Create" }).click();

  await expect(parent).toHaveAttribute("aria-invalid", "true");
  const describedBy = await parent.getAttribute("aria-describedby");
  const fieldError = page.locator(`[id="${describedBy?.split(" ").at(-1)}"]`);
  await expect(fieldError).toHaveText("Is already at the deepest level.");
  await expect(page.getByText("Organizations nest at most")).toHaveCount(0);
  await expect(page).toHaveURL(/\/organizations$/);
  // The other fields carry no error.
  await expect(page.getByLabel("Name", { exact: true })).not.toHaveAttribute("aria-invalid", "true");

  // Choosing a parent that may take a child clears the way.
  await parent.selectOption({ label: "Level 2" });
  await page.getByRole("button", { name: "Create" }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Level 4");
});
