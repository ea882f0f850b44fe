// The default install, as `npm start` runs it with nothing configured (e2e/mail-less-server.ts), beside the usual
// journeys' server with its mail sink and fixture users. Its journeys run in order: the first person signs up, then
// invites the second.
import { expect, test, uniqueEmail } from "@/e2e/fixtures";
import { pageOn as pageOnServer, startMailLess, stopMailLess, type MailLess } from "@/e2e/mail-less-server";
import type { Browser, Page } from "@playwright/test";

let server: MailLess;
/** The install's first account, made through the sign-up page by the first journey. */
let first: { email: string; password: string; organizationId: string; organizationName: string };

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startMailLess();
});

test.afterAll(async () => {
  await stopMailLess(server);
});

function pageOn(browser: Browser): Promise<Page> {
  return pageOnServer(server, browser);
}

test("the server says at start what a default install lacks: mail, and a real bank account for top-ups", async () => {
  const log = server.log.join("");
  expect(log).toContain("SMTP_URL is not set: this server sends no e-mail.");
  expect(log).toContain("npm run users:confirm -- <email>");
  expect(log).toContain('TOP_UP_ACCOUNT_NUMBER is not set: top-ups show the demonstration account "Demo Bank 000-000000-00-000"');
});

test("the first person signs up and lands on their new organization's dashboard, with the steps to a first campaign", async ({
  browser,
}) => {
  const person = await pageOn(browser);
  const email = uniqueEmail("first");
  const password = "first person password";
  const organizationName = "First Light Games";
  await person.goto("/sign-up");
  await person.getByLabel("Your name").fill("First Person");
  await person.getByLabel("E-mail").fill(email);
  await person.getByLabel("Password").fill(password);
  await person.getByLabel("Organization name").fill(organizationName);
  await person.getByRole("button", { name: "Create account" }).click();

  // Straight in (the first account of an install without mail needs no confirmation), on the dashboard, not Settings.
  await person.waitForURL(/\/organizations\/[0-9a-f]{24}\/dashboard$/);
  const organizationId = new URL(person.url()).pathname.split("/")[2];
  await expect(person.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  await expect(person.getByRole("combobox", { name: "Switch organization", exact: true }).locator("option:checked")).toHaveText(
    organizationName,
  );
  const checklist = person.getByTestId("setup-checklist");
  await expect(person.getByText("Get your first campaign serving")).toBeVisible();
  await expect(person.getByText("0 of 5 done")).toBeVisible();
  await expect(checklist.locator("li[data-done=false]")).toHaveCount(5);
  await expect(checklist.getByRole("link", { name: "Register your game" })).toHaveAttribute(
    "href",
    `/organizations/${organizationId}/apps/new`,
  );
  await expect(person.getByText("No campaigns yet.")).toBeVisible();

  // Signing in again, with this one organization, skips the organization picker.
  await person.context().clearCookies();
  await person.goto("/sign-in");
  await person.getByLabel("E-mail").fill(email);
  await person.getByLabel("Password").fill(password);
  await person.getByRole("button", { name: "Sign in" }).click();
  await person.waitForURL(`${server.url}/organizations/${organizationId}/dashboard`);
  await expect(checklist).toBeVisible();
  await person.context().close();
  first = { email, password, organizationId, organizationName };
});

test("a second person signs up, is told plainly that no mail was sent, and reaches the console by the Owner's invitation", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const owner = first;
  const email = uniqueEmail("second");
  const password = "second person password";

  // Sign-up: no "we sent a link" on a server that sends nothing; it says who can let the person in.
  const person = await pageOn(browser);
  await person.goto("/sign-up");
  await person.getByLabel("Your name").fill("Second Person");
  await person.getByLabel("E-mail").fill(email);
  await person.getByLabel("Password").fill(password);
  await person.getByLabel("Organization name").fill("Second Studio");
  await person.getByRole("button", { name: "Create account" }).click();
  await expect(person.getByRole("heading", { name: "Your sign-up is waiting for confirmation" })).toBeVisible();
  await expect(person.getByRole("status")).toContainText(`This server sends no e-mail, so no confirmation link was sent to ${email}.`);
  // the organization they named is theirs once confirmed: the server's administrator confirms it, no Owner is asked
  await expect(person.getByRole("status")).toContainText("ask the administrator of this server to confirm it");
  await expect(person.getByText("We sent a confirmation link")).toHaveCount(0);

  // Signing in before that says the same, instead of only "wrong password".
  await person.goto("/sign-in");
  await person.getByLabel("E-mail").fill(email);
  await person.getByLabel("Password").fill(password);
  await person.getByRole("button", { name: "Sign in" }).click();
  await expect(person.getByRole("alert").filter({ hasText: "not right" })).toHaveText("The e-mail or password is not right.");
  await expect(person.getByRole("status").filter({ hasText: "This server sends no e-mail." })).toContainText(
    "Ask the administrator of this server to confirm your account",
  );
  // "Forgot password" sends nothing either, and says so rather than offering a form.
  await person.getByRole("link", { name: "Forgot password?" }).click();
  await expect(person.getByRole("status")).toContainText("This server sends no e-mail, so no reset link can be sent from here.");
  await expect(person.getByRole("button", { name: "Send link" })).toHaveCount(0);

  // The Owner invites the address and copies the link (nothing is e-mailed).
  const ownerPage = await pageOn(browser);
  await ownerPage.goto("/sign-in");
  await ownerPage.getByLabel("E-mail").fill(owner.email);
  await ownerPage.getByLabel("Password").fill(owner.password);
  await ownerPage.getByRole("button", { name: "Sign in" }).click();
  await ownerPage.waitForURL(/\/organizations/);
  await ownerPage.goto(`/organizations/${owner.organizationId}/members`);
  await ownerPage.getByRole("button", { name: "Invite member" }).click();
  const invite = ownerPage.getByRole("dialog", { name: "Invite a member" });
  await invite.getByLabel("E-mail").fill(email);
  await invite.getByLabel("Role").selectOption({ label: "Admin" });
  await invite.getByRole("button", { name: "Invite" }).click();
  const linkDialog = ownerPage.getByRole("dialog", { name: `Invitation link for ${email}` });
  await expect(linkDialog).toContainText("Send this link to the person yourself");
  const link = await linkDialog.getByLabel("Invitation link").inputValue();
  expect(link).toMatch(new RegExp(`^${server.url}/invitations/[A-Za-z0-9_-]{43}$`));

  // The person opens it, chooses a name and password (the link proved the address), and is in the console.
  await person.goto(link);
  await expect(person.getByText(`Join ${owner.organizationName} as Admin.`)).toBeVisible();
  await person.getByLabel("Your name").fill("Second Person");
  await person.getByLabel("Password").fill(password);
  await person.getByRole("button", { name: "Create account and join" }).click();
  await person.waitForURL(new RegExp(`/organizations/${owner.organizationId}`));
  await expect(person.getByRole("heading", { name: "Dashboard" })).toBeVisible();

  // From now on the password signs in like any other.
  const again = await pageOn(browser);
  await again.goto("/sign-in");
  await again.getByLabel("E-mail").fill(email);
  await again.getByLabel("Password").fill(password);
  await again.getByRole("button", { name: "Sign in" }).click();
  await again.waitForURL(new RegExp(`/organizations/${owner.organizationId}`));
  for (const page of [person, ownerPage, again]) await page.context().close();
});
