// The default install, as `npm start` runs it with nothing configured: no SMTP_URL, the embedded database, the
// demonstration bank account, and not one account yet. The journeys' usual server has a mail sink and fixture users
// (scripts/e2e-server.mjs), and whether mail goes out is the server's setting, not a request's, so this file starts
// a second server of its own with E2E_MAIL=off and E2E_USERS=none beside it (on a free port, with its own scratch
// database), and stops it after. Its journeys run in order: the first person signs up, then invites the second.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { expect, test, uniqueEmail } from "@/e2e/fixtures";
import type { Browser, Page } from "@playwright/test";

type MailLess = { url: string; child: ChildProcess; log: string[]; dir: string };
let server: MailLess;
/** The install's first account, made through the sign-up page by the first journey. */
let first: { email: string; password: string; organizationId: string; organizationName: string };

test.describe.configure({ mode: "serial" });

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function startMailLess(): Promise<MailLess> {
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "adnet-mail-less-"));
  const fixtures = path.join(dir, "fixtures.json");
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    NODE_ENV: "production",
    E2E_MAIL: "off",
    E2E_USERS: "none",
    E2E_FIXTURES_FILE: fixtures,
  };
  // Nothing of the usual run's setup: its own embedded database, local storage, no mail, no bank account.
  for (const name of ["DATABASE_URL", "PGLITE_DIR", "STORAGE_DIR", "REDIS_URL", "SMTP_URL", "PUBLIC_URL", "NEXTAUTH_URL"]) delete env[name];
  for (const name of Object.keys(env)) if (name.startsWith("TOP_UP_") || name.startsWith("S3_")) delete env[name];
  env.STORAGE = "local";
  const log: string[] = [];
  const child = spawn(process.execPath, ["scripts/e2e-server.mjs"], { env, stdio: ["ignore", "pipe", "pipe"] });
  child.stdout!.on("data", (chunk: Buffer) => log.push(chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => log.push(chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the mail-less server stopped (${child.exitCode}):\n${log.join("")}`);
    const ready = await fetch(`${url}/api/core/openapi.json`).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { url, child, log, dir };
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startMailLess();
});

test.afterAll(async () => {
  if (!server) return;
  const exited = new Promise((resolve) => server.child.once("exit", resolve));
  server.child.kill("SIGTERM");
  await exited;
  fs.rmSync(server.dir, { recursive: true, force: true });
});

async function pageOn(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url });
  return context.newPage();
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
