import { bearer, expect, signIn, test } from "@/e2e/fixtures";

test.use({ permissions: ["clipboard-read", "clipboard-write"] });

test("an Owner creates a Viewer service account, copies its key once, and the key reads campaigns but is refused a write", async ({
  page,
  request,
  seed,
}) => {
  const org = seed.owner.organizationId;
  const name = `Reporting ${Date.now()}`;
  await signIn(page, seed.owner);
  await page.goto(`/organizations/${org}/members`);
  await page.getByRole("link", { name: "Service accounts" }).click();
  await expect(page.getByRole("heading", { name: "Service accounts" })).toBeVisible();

  await page.getByRole("button", { name: "New service account" }).click();
  const form = page.getByRole("dialog", { name: "New service account" });
  await form.getByLabel("Name").fill(name);
  await expect(form.getByLabel("Role")).toHaveValue(/.+/);
  await expect(form.getByLabel("Role").locator("option:checked")).toHaveText("Viewer");
  await form.getByRole("button", { name: "Create account" }).click();

  const reveal = page.getByRole("dialog", { name: `API key of ${name}` });
  await expect(reveal.getByText("shown only once")).toBeVisible();
  const apiKey = await reveal.getByLabel("API key").inputValue();
  expect(apiKey).toMatch(/^osk_[0-9A-Za-z]{40}$/);
  await reveal.getByRole("button", { name: "Copy" }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(apiKey);
  await reveal.getByRole("button", { name: "I have stored the key" }).click();

  // The list shows the account and its key's prefix, never the key.
  const row = page.getByTestId(`service-account-${name}`);
  await expect(row.getByText("Viewer")).toBeVisible();
  await expect(row.getByText(`${apiKey.slice(0, 10)}…`)).toBeVisible();
  await expect(page.locator("body")).not.toContainText(apiKey);

  // The copied key, as a program would send it.
  const read = await request.get(`/api/core/organization/${org}/campaign`, { headers: bearer(apiKey) });
  expect(read.status()).toBe(200);
  const write = await request.put(`/api/core/organization/${org}`, { headers: bearer(apiKey), data: { description: "by a program" } });
  expect(write.status()).toBe(403);
  expect(await write.json()).toMatchObject({ statusCode: 403, reason: "PERMISSION_DENIED" });
});
