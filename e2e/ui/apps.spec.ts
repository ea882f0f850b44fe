import type { Browser, Page } from "@playwright/test";
import { expect, signIn, test, type SeedUser, signedInPage } from "@/e2e/fixtures";

const STORE = "https://play.google.com/store/apps/details?id=com.e2e.puzzle";

const as = (browser: Browser, user: SeedUser) => signedInPage(browser, user);

async function registerApp(page: Page, organizationId: string, name: string) {
  await page.goto(`/organizations/${organizationId}/apps`);
  await expect(page.getByRole("heading", { name: "Apps" })).toBeVisible();
  await page.getByRole("link", { name: "Register app" }).click();
  await expect(page.getByRole("heading", { name: "Register an app" })).toBeVisible();

  // The same schema as the route refuses what the route would, on the field, before anything is sent.
  await page.getByRole("button", { name: "Register app" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "at least one platform" })).toBeVisible();
  await page.getByLabel("Android", { exact: true }).check();
  await page.getByLabel("Android store URL").fill("play.google.com/no-scheme");
  await page.getByRole("button", { name: "Register app" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "http:// or https://" })).toBeVisible();

  await page.getByLabel("App name").fill(name);
  await page.getByLabel("Android store URL").fill(STORE);
  await page.getByLabel("Tags").fill("puzzle, casual");
  await page.getByRole("button", { name: "Register app" }).click();
  await expect(page).toHaveURL(/\/apps\/[0-9a-f]{24}$/);
  await expect(page.getByRole("heading", { name })).toBeVisible();
  return page.url().split("/").pop()!;
}

test("register an app, request approval, a reviewer approves it, the owner sees APPROVED and the history", async ({ browser, seed }) => {
  const name = `Puzzle Forge ${Date.now().toString(36)}`;
  const owner = await as(browser, seed.owner);
  await registerApp(owner, seed.owner.organizationId, name);
  const android = owner.locator('li[data-platform="APP_PLATFORM_ANDROID"]');
  await expect(android.getByText("Not submitted")).toBeVisible();
  await expect(owner.getByText("Nothing has happened yet.")).toBeVisible();

  await owner.getByRole("button", { name: "Request approval: Android" }).click();
  await expect(owner.getByText("Approval requested for Android.")).toBeVisible();
  await expect(android.getByText("In review")).toBeVisible();
  await expect(owner.getByRole("list", { name: "History" })).toContainText("Approval requested for Android");

  // The list shows the platform's badge.
  await owner.getByRole("link", { name: "All apps" }).click();
  await expect(owner.getByRole("row", { name: new RegExp(name) })).toContainText("Android: In review");

  // The reviewer decides in the queue, without leaving it.
  const reviewer = await as(browser, seed.reviewer);
  await reviewer.goto(`/organizations/${seed.reviewer.organizationId}/settings`);
  await reviewer.getByRole("link", { name: "Review queue" }).click();
  await expect(reviewer.getByRole("heading", { name: "Review queue" })).toBeVisible();
  const row = reviewer.getByRole("row", { name: new RegExp(name) });
  await expect(row).toContainText("E2E Studio");
  await expect(row.getByRole("link", { name: `Open Android page of ${name}` })).toHaveAttribute("href", STORE);
  await row.getByRole("button", { name: `Approve: ${name} Android` }).click();
  // One more look before it counts: who, what, and what the developer will see.
  const approval = reviewer.getByRole("dialog", { name: `Approve ${name} on Android?` });
  await expect(approval).toContainText("E2E Studio");
  await expect(approval).toContainText(`E2E Studio sees ${name} approved on Android`);
  await approval.getByRole("button", { name: "Approve" }).click();
  await expect(reviewer.getByText(`${name} approved on Android.`)).toBeVisible();
  await expect(row).toHaveCount(0);

  await owner.getByRole("link", { name }).click();
  await expect(android.getByText("Approved")).toBeVisible();
  const history = owner.getByRole("list", { name: "History" });
  await expect(history.getByRole("listitem")).toHaveCount(2);
  await expect(history.getByRole("listitem").first()).toContainText("Android approved");
  await expect(history.getByRole("listitem").first()).toContainText("In review → Approved");
  await expect(history.getByRole("listitem").last()).toContainText("by you");
  await expect(android.getByRole("button")).toHaveCount(0);
});

test("a rejection needs a reason; the owner reads it and requests again", async ({ browser, seed }) => {
  const name = `Racer ${Date.now().toString(36)}`;
  const owner = await as(browser, seed.owner);
  await registerApp(owner, seed.owner.organizationId, name);
  await owner.getByRole("button", { name: "Request approval: Android" }).click();
  await expect(owner.getByText("Approval requested for Android.")).toBeVisible();

  const reviewer = await as(browser, seed.reviewer);
  await reviewer.goto(`/organizations/${seed.reviewer.organizationId}/review`);
  const row = reviewer.getByRole("row", { name: new RegExp(name) });
  await row.getByRole("button", { name: `Reject: ${name} Android` }).click();
  const dialog = reviewer.getByRole("dialog", { name: `Reject ${name} on Android` });
  await expect(dialog).toContainText(`sees ${name} rejected on Android, with your reason`);
  await dialog.getByRole("button", { name: "Reject" }).click();
  await expect(dialog.getByRole("alert")).toContainText("must not be empty");
  await dialog.getByLabel("Reason").fill("The store page shows another game.");
  await dialog.getByRole("button", { name: "Reject" }).click();
  await expect(reviewer.getByText(`${name} rejected on Android.`)).toBeVisible();
  await expect(row).toHaveCount(0);

  await owner.reload();
  const android = owner.locator('li[data-platform="APP_PLATFORM_ANDROID"]');
  await expect(android.getByText("Rejected")).toBeVisible();
  await expect(android).toContainText("Reason: The store page shows another game.");
  await owner.getByRole("button", { name: "Request again: Android" }).click();
  await expect(android.getByText("In review")).toBeVisible();
  await expect(owner.getByRole("list", { name: "History" }).getByRole("listitem").first()).toContainText(
    "Approval requested again for Android",
  );

  // Cancelling takes it back, and the app can be deleted.
  await owner.getByRole("button", { name: "Cancel request: Android" }).click();
  await expect(android.getByText("Not submitted")).toBeVisible();
  await owner.getByRole("button", { name: "Delete app" }).click();
  await owner.getByRole("dialog").getByRole("button", { name: "Delete app" }).click();
  await expect(owner).toHaveURL(/\/apps$/);
  await expect(owner.getByRole("link", { name })).toHaveCount(0);
});

test("the settings form edits the app and puts the server's refusals on the fields", async ({ browser, seed }) => {
  const owner = await as(browser, seed.owner);
  const name = `Idle ${Date.now().toString(36)}`;
  await registerApp(owner, seed.owner.organizationId, name);
  const settings = owner.locator("form").filter({ has: owner.getByLabel("Android store URL") });
  await settings.getByLabel("App name").fill(`${name} Deluxe`);
  await settings.getByLabel("Tags").fill("idle");
  await settings.getByRole("button", { name: "Save" }).click();
  await expect(owner.getByText("App saved.")).toBeVisible();
  await expect(owner.getByRole("heading", { name: `${name} Deluxe` })).toBeVisible();
  await settings.getByLabel("App name").fill("x".repeat(81));
  await settings.getByRole("button", { name: "Save" }).click();
  await expect(settings.getByRole("alert")).toContainText("at most 80 characters");
});

test("the review queue is for platform reviewers only", async ({ page, seed }) => {
  await signIn(page, seed.owner);
  await page.goto(`/organizations/${seed.owner.organizationId}/apps`);
  await expect(page.getByRole("link", { name: "Apps", exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Review queue" })).toHaveCount(0);
  await page.goto(`/organizations/${seed.owner.organizationId}/review`);
  await expect(page.getByText("Only platform reviewers can see the review queue.")).toBeVisible();
});
