// Running the instance from the console: the first start of a default install prints a one-time setup link; the
// person who opens it signs up through it and becomes the instance's administrator, who then confirms a waiting
// sign-up, makes that person a platform reviewer (who then sees the review queue) and hands them a reset link,
// all without stopping the server. A server of its own (e2e/mail-less-server.ts): whether an instance has an
// administrator is the server's state, and the usual server's other journeys must not see one appear.
import type { Browser, Page } from "@playwright/test";
import { expect, test, uniqueEmail } from "@/e2e/fixtures";
import { pageOn, startMailLess, stopMailLess, type MailLess } from "@/e2e/mail-less-server";

// Screenshots for the note, outside the repository (none in CI: INSTANCE_SHOTS unset).
const SHOTS = process.env.INSTANCE_SHOTS;

let server: MailLess;
const admin = { email: uniqueEmail("admin"), password: "administrator password", organizationId: "" };
const person = { email: uniqueEmail("reviewer"), password: "waiting person password", organizationId: "" };

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startMailLess();
});

test.afterAll(async () => {
  await stopMailLess(server);
});

/** The setup link the server printed at its start, from the configured public origin. */
function printedSetupLink(): string {
  const match = server.log.join("").match(/https?:\/\/\S+\/setup\?token=[A-Za-z0-9_-]{43}/);
  if (!match) throw new Error(`the server printed no setup link:\n${server.log.join("")}`);
  return match[0];
}

async function signIn(browser: Browser, who: { email: string; password: string }, viewport?: { width: number; height: number }) {
  const page = await pageOn(server, browser, viewport);
  await page.goto("/sign-in");
  await page.getByLabel("E-mail").fill(who.email);
  await page.getByLabel("Password").fill(who.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(/\/organizations\/[0-9a-f]{24}/);
  return page;
}

async function signUp(page: Page, who: { email: string; password: string }, name: string, organization: string) {
  await page.getByLabel("Your name").fill(name);
  await page.getByLabel("E-mail").fill(who.email);
  await page.getByLabel("Password").fill(who.password);
  await page.getByLabel("Organization name").fill(organization);
  await page.getByRole("button", { name: "Create account" }).click();
}

test("the first start prints a setup link; its opener signs up through it and becomes the administrator, once", async ({ browser }) => {
  const link = printedSetupLink();
  expect(new URL(link).origin).toBe(server.url);
  const page = await pageOn(server, browser);
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Set up this instance" })).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/setup-open-en.png`, fullPage: true });
  await page.getByRole("link", { name: "Create an account" }).click();
  await signUp(page, admin, "Instance Admin", "Admin Studio");
  // Signed in and back on the setup page, which offers the claim.
  await page.waitForURL(/\/setup\?token=/);
  await expect(page.getByText(`Signed in as ${admin.email}.`)).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/setup-claim-en.png`, fullPage: true });
  await page.getByRole("button", { name: "Become the administrator" }).click();
  await page.waitForURL(/\/organizations\/[0-9a-f]{24}\/instance$/);
  admin.organizationId = new URL(page.url()).pathname.split("/")[2];
  await expect(page.getByRole("heading", { name: "Instance", level: 1 })).toBeVisible();
  await expect(page.getByRole("navigation").getByRole("link", { name: "Instance" })).toBeVisible();
  await expect(page.getByTestId(`instance-user-${admin.email}`)).toContainText("Administrator");

  // The link works once: opened again, by anyone, it says the instance has its administrator.
  const stranger = await pageOn(server, browser);
  await stranger.goto(link);
  await expect(stranger.getByRole("status")).toContainText("This instance already has an administrator");
  await stranger.context().close();
  await page.context().close();
});

test("the administrator confirms a waiting sign-up, makes that person a reviewer, who then sees the review queue", async ({ browser }) => {
  test.setTimeout(120_000);
  // A second sign-up on a server without mail waits for confirmation.
  const newcomer = await pageOn(server, browser);
  await newcomer.goto("/sign-up");
  await signUp(newcomer, person, "Waiting Person", "Waiting Studio");
  await expect(newcomer.getByRole("heading", { name: "Your sign-up is waiting for confirmation" })).toBeVisible();

  const page = await signIn(browser, admin);
  await page.goto(`/organizations/${admin.organizationId}/instance`);
  const row = page.getByTestId(`sign-up-${person.email}`);
  await expect(row).toContainText("Waiting Studio");
  await row.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByRole("status").filter({ hasText: "is confirmed" })).toContainText(person.email);
  await expect(row).toHaveCount(0);

  // The person signs in with the password they chose; no review queue for them yet.
  const signedIn = await signIn(browser, person);
  person.organizationId = new URL(signedIn.url()).pathname.split("/")[2];
  await expect(signedIn.getByRole("navigation").getByRole("link", { name: /Review queue/ })).toHaveCount(0);
  await expect(signedIn.getByRole("navigation").getByRole("link", { name: "Instance" })).toHaveCount(0);

  await page.getByLabel("Find by e-mail or name").fill(person.email);
  const user = page.getByTestId(`instance-user-${person.email}`);
  await user.getByRole("button", { name: "Make reviewer" }).click();
  await expect(page.getByRole("status").filter({ hasText: "is now a platform reviewer" })).toBeVisible();
  await expect(user).toContainText("Reviewer");
  // in the instance's audit trail, on the same page
  await expect(page.getByTestId("instance-audit-entry").first()).toContainText("Platform reviewer rights changed");
  await expect(page.getByTestId("instance-audit-entry").first()).toContainText("Waiting Person");
  await expect(page.getByText(/Times are in .+\./)).toBeVisible();

  await signedIn.goto(`/organizations/${person.organizationId}/review`);
  await expect(signedIn.getByRole("heading", { name: "Review queue", level: 1 })).toBeVisible();
  await expect(signedIn.getByText("Only platform reviewers can see the review queue.")).toHaveCount(0);
  await expect(signedIn.getByRole("navigation").getByRole("link", { name: /Review queue/ })).toBeVisible();
  for (const p of [newcomer, page, signedIn]) await p.context().close();
});

test("the administrator hands over a reset link; the person chooses a new password with it", async ({ browser }) => {
  const page = await signIn(browser, admin);
  await page.goto(`/organizations/${admin.organizationId}/instance`);
  await page.getByLabel("Find by e-mail or name").fill(person.email);
  await page.getByTestId(`instance-user-${person.email}`).getByRole("button", { name: "Reset link" }).click();
  const dialog = page.getByRole("dialog", { name: `Password reset link for ${person.email}` });
  await expect(dialog).toContainText("It works once, for one hour.");
  const link = await dialog.getByLabel("Link").inputValue();
  expect(link).toMatch(new RegExp(`^${server.url}/reset-password\\?token=[A-Za-z0-9_-]{43}$`));

  const forgetful = await pageOn(server, browser);
  await forgetful.goto(link);
  await forgetful.getByLabel("New password").fill("a brand new password");
  await forgetful.getByRole("button", { name: "Save password" }).click();
  await expect(forgetful.getByText("Your password was changed")).toBeVisible();
  person.password = "a brand new password";
  await (await signIn(browser, person)).context().close();
  await forgetful.context().close();
  await page.context().close();
});

test("a member who is not the administrator sees no Instance page", async ({ browser }) => {
  const page = await signIn(browser, person);
  await page.goto(`/organizations/${person.organizationId}/instance`);
  await expect(page.getByText("Only the instance's administrator sees this page")).toBeVisible();
  await expect(page.getByRole("button", { name: "Make reviewer" })).toHaveCount(0);
  await page.context().close();
});

test("screenshots: the Instance page and the setup page at 1440 and 390 px, English and Korean", async ({ browser }) => {
  test.skip(!SHOTS, "INSTANCE_SHOTS names the folder");
  test.setTimeout(240_000);
  for (const locale of ["en", "ko"] as const) {
    for (const width of [1440, 390]) {
      const page = await signIn(browser, admin, { width, height: 900 });
      await page.context().addCookies([{ name: "NEXT_LOCALE", value: locale, url: server.url }]);
      await page.goto(`/organizations/${admin.organizationId}/instance`);
      await expect(page.getByTestId(`instance-user-${admin.email}`)).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/instance-${locale}-${width}.png`, fullPage: true });
      const signedOut = await pageOn(server, browser, { width, height: 900 });
      await signedOut.context().addCookies([{ name: "NEXT_LOCALE", value: locale, url: server.url }]);
      await signedOut.goto("/setup?token=unknown");
      await signedOut.screenshot({ path: `${SHOTS}/setup-invalid-${locale}-${width}.png`, fullPage: true });
      await signedOut.context().close();
      await page.context().close();
    }
  }
});
