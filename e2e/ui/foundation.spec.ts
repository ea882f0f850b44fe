import { expect, readMail, signIn, test, uniqueEmail } from "@/e2e/fixtures";

test("a new user signs up, confirms the e-mail, edits the organization, creates a child organization and reads the catalogue", async ({
  page,
  seed,
}) => {
  const email = uniqueEmail("signup");
  await page.goto("/sign-up");
  await page.getByLabel("Your name").fill("Ada Lovelace");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill("correct horse battery");
  await page.getByLabel("Organization name").fill("Pixel Forge");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("heading", { name: "Check your e-mail" })).toBeVisible();
  // Nothing can be used before the e-mail is confirmed.
  await signInFails(page, email);
  // Opening the link confirms nothing by itself: the password chosen at sign-up does.
  await page.goto((await readMail(seed, email, /Confirm your e-mail/)).link);
  await page.getByLabel("Password").fill("not my password");
  await page.getByRole("button", { name: "Confirm e-mail" }).click();
  await expect(page.getByText("is not the password chosen at sign-up")).toBeVisible();
  await signInFails(page, email);
  await page.goto((await readMail(seed, email, /Confirm your e-mail/)).link);
  await page.getByLabel("Password").fill("correct horse battery");
  await page.getByRole("button", { name: "Confirm e-mail" }).click();
  await expect(page.getByText("Your e-mail is confirmed")).toBeVisible();
  // Someone in one organization signs in straight to its dashboard; its settings are one click away.
  await signIn(page, { email, password: "correct horse battery" });
  await expect(page).toHaveURL(/\/organizations\/[0-9a-f]{24}\/dashboard$/);
  await page.getByRole("link", { name: "Settings", exact: true }).first().click();

  await expect(page).toHaveURL(/\/organizations\/[0-9a-f]{24}\/settings$/);
  await expect(page.getByRole("heading", { name: "Organization settings" })).toBeVisible();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Pixel Forge");
  await expect(page.getByText("Role: Owner")).toBeVisible();

  // A bad value is refused on the field, and nothing is saved.
  await page.getByLabel("Name", { exact: true }).fill("");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("alert").filter({ hasText: "must not be empty" })).toBeVisible();

  await page.getByLabel("Name", { exact: true }).fill("Pixel Forge Games");
  await page.getByLabel("Description").fill("Puzzle studio in Seoul");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Settings saved.")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Pixel Forge Games");
  await expect(page.getByLabel("Description")).toHaveValue("Puzzle studio in Seoul");

  // A child organization below the one we own.
  await page.goto("/organizations");
  await page.getByLabel("Name", { exact: true }).fill("Pixel Forge Japan");
  await page.getByLabel("Parent organization").selectOption({ label: "Pixel Forge Games" });
  await page.getByRole("button", { name: "Create" }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Pixel Forge Japan");
  await expect(page.getByText("Parent organization")).toBeVisible();

  // The switcher goes back to the first one.
  await page.getByLabel("Switch organization").selectOption({ label: "Pixel Forge Games" });
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Pixel Forge Games");

  await page.getByRole("link", { name: "Permissions" }).click();
  await expect(page.getByRole("heading", { name: "Permissions" })).toBeVisible();
  await expect(page.getByText("Edit organization")).toBeVisible();
  await expect(page.getByText("Granted to you").first()).toBeVisible();
  await expect(page.getByRole("tree")).toContainText("Pixel Forge Japan");
});

test("signing in with a wrong password says so; the right one opens the console", async ({ page, seed }) => {
  await page.goto("/sign-in");
  await page.getByLabel("E-mail").fill(seed.owner.email);
  await page.getByLabel("Password").fill("not the password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "not right" })).toBeVisible();
  await signIn(page, seed.owner);
  await page.goto("/organizations");
  await expect(page.getByRole("heading", { name: "Your organizations" })).toBeVisible();
  await expect(page.getByRole("link", { name: /^E2E Studio/ })).toBeVisible();
});

test("console pages need a session", async ({ page, seed }) => {
  await page.goto(`/organizations/${seed.owner.organizationId}/settings`);
  await expect(page).toHaveURL(/\/sign-in/);
});

test("the console speaks Korean when asked", async ({ page, seed }) => {
  await signIn(page, seed.owner);
  await page.goto(`/organizations/${seed.owner.organizationId}/settings`);
  await page.getByRole("combobox", { name: "Language" }).selectOption("ko");
  await expect(page.getByRole("heading", { name: "조직 설정" })).toBeVisible();
  // The choice is the profile's too, so the profile page names the language the console shows.
  const profileLocale = async () => ((await (await page.request.get("/api/auth/profile")).json()) as { locale: string }).locale;
  expect(await profileLocale()).toBe("ko");
  await page.getByRole("link", { name: "권한" }).click();
  await expect(page.getByText("조직 편집")).toBeVisible();
  await page.getByRole("combobox", { name: "언어" }).selectOption("en");
  await expect(page.getByRole("heading", { name: "Permissions" })).toBeVisible();
  expect(await profileLocale()).toBe("en");
});

test("the API reference lists every route", async ({ page, request }) => {
  const document = await (await request.get("/api/core/openapi.json")).json();
  await page.goto("/docs/api");
  await expect(page.getByRole("heading", { name: "API reference" })).toBeVisible();
  for (const methods of Object.values<Record<string, { operationId: string }>>(document.paths)) {
    for (const operation of Object.values(methods)) {
      await expect(page.locator(`main a[href="/docs/api/${operation.operationId}"]`)).toHaveCount(1);
    }
  }
  await page.locator('main a[href="/docs/api/getOrganization"]').click();
  await expect(page.locator("article#getOrganization")).toContainText("/api/core/organization/{organizationId}");
});

async function signInFails(page: import("@playwright/test").Page, email: string) {
  await page.goto("/sign-in");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill("correct horse battery");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "not right" })).toBeVisible();
}

test("an address with no page says so, and its language picker (loaded after the page) switches to Korean", async ({ page }) => {
  await page.goto("/no-such-page");
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await page.getByRole("combobox", { name: "Language" }).selectOption("ko");
  await expect(page.getByRole("heading", { name: "페이지를 찾을 수 없습니다" })).toBeVisible();
});
