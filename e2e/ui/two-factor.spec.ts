import { generateSync } from "otplib";
import type { Page } from "@playwright/test";
import { expect, readMail, signIn, signUpVerified, test } from "@/e2e/fixtures";

const PASSWORD = "two factor e2e 1";
/** The code an authenticator app shows for `secret`, `stepsAhead` periods of 30 s from now. */
const code = (secret: string, stepsAhead = 0) => generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });

async function signOut(page: Page) {
  await page.context().clearCookies();
}

async function passwordStep(page: Page, email: string) {
  await page.goto("/sign-in");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Two-factor sign-in" })).toBeVisible();
}

test("enrol an authenticator app, then sign in with a code and with a recovery code", async ({ page, request, seed }) => {
  const account = await signUpVerified(request, seed, "totp", PASSWORD);
  await signIn(page, account);
  await page.goto("/profile");
  const card = page.locator("#two-factor");
  await card.getByRole("button", { name: "Set up" }).click();
  await expect(card.getByRole("img", { name: /QR code/ })).toBeVisible();
  const secret = (await card.getByTestId("totp-secret").textContent())!.trim();
  await card.getByLabel("Code from the app").fill("000000" === code(secret) ? "111111" : "000000");
  await card.getByRole("button", { name: "Turn on" }).click();
  await expect(card.getByText("The code is not right.")).toBeVisible();
  await card.getByLabel("Code from the app").fill(code(secret));
  await card.getByRole("button", { name: "Turn on" }).click();
  const dialog = page.getByRole("dialog", { name: "Your recovery codes" });
  await expect(dialog.getByTestId("recovery-codes").locator("li")).toHaveCount(10);
  const recoveryCodes = (await dialog.getByTestId("recovery-codes").locator("li").allTextContents()).map((c) => c.trim());
  expect(recoveryCodes).toHaveLength(10);
  await dialog.getByRole("button", { name: "I saved them" }).click();
  await expect(card.getByText("Sign-in asks for a code from your authenticator app.")).toBeVisible();
  await expect(card.getByTestId("recovery-codes-left")).toHaveText("10 codes left, each works once.");
  expect((await readMail(seed, account.email, /Two-factor sign-in is on/)).link).toMatch(/\/profile$/);

  // Signed out, the password alone no longer opens a session: the code of the next period does.
  await signOut(page);
  await passwordStep(page, account.email);
  await page.getByLabel("Code", { exact: true }).fill(code(secret, 1));
  await page.getByRole("button", { name: "Verify" }).click();
  await page.waitForURL(/\/organizations/);
  await page.goto("/profile");
  await expect(page.getByTestId("session-factor").first()).toHaveText("password and app code");

  await signOut(page);
  await passwordStep(page, account.email);
  await page.getByRole("button", { name: "Use a recovery code instead" }).click();
  await page.getByLabel("Recovery code").fill(recoveryCodes[0]);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText("You have 9 recovery codes left.")).toBeVisible();
  await page.getByRole("button", { name: "Continue" }).click();
  await page.waitForURL(/\/organizations/);

  // The same recovery code does not work twice.
  await signOut(page);
  await passwordStep(page, account.email);
  await page.getByRole("button", { name: "Use a recovery code instead" }).click();
  await page.getByLabel("Recovery code").fill(recoveryCodes[0]);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText("The recovery code is not right or was already used.")).toBeVisible();
});

test("register a passkey with a virtual authenticator, then sign in with it alone", async ({ browser, baseURL, request, seed }) => {
  // Browsers refuse an IP address as a passkey's site: the console is opened as localhost, its relying party.
  const context = await browser.newContext({ baseURL: baseURL!.replace("127.0.0.1", "localhost") });
  const page = await context.newPage();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: { protocol: "ctap2", transport: "internal", hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });
  const account = await signUpVerified(request, seed, "passkey", PASSWORD);
  await signIn(page, account);
  await page.goto("/profile");
  const card = page.locator("#two-factor");
  // A name typed before the page is interactive is lost when it hydrates (the button stays disabled): again until not.
  const add = card.getByRole("button", { name: "Add a passkey" });
  await expect(async () => {
    await card.getByLabel("Name", { exact: true }).fill("Test laptop");
    await expect(add).toBeEnabled({ timeout: 1_000 });
  }).toPass();
  await add.click();
  const dialog = page.getByRole("dialog", { name: "Your recovery codes" });
  await expect(dialog.getByTestId("recovery-codes").locator("li")).toHaveCount(10);
  await dialog.getByRole("button", { name: "I saved them" }).click();
  await expect(card.getByTestId("passkey")).toContainText("Test laptop");
  await expect(readMail(seed, account.email, /A passkey was added/)).resolves.toBeTruthy();

  await signOut(page);
  await page.goto("/sign-in");
  await page.getByRole("button", { name: "Use a passkey instead of a password" }).click();
  await page.waitForURL(/\/organizations/);
  await page.goto("/profile");
  await expect(page.getByTestId("session-factor").first()).toHaveText("passkey");

  // After the password, the same passkey is the second factor.
  await signOut(page);
  await passwordStep(page, account.email);
  await page.getByRole("button", { name: "Use a passkey or security key" }).click();
  await page.waitForURL(/\/organizations/);
  await context.close();
});

test("an organization requiring two-factor sends a member without it to set it up", async ({ page, browser, request, seed }) => {
  const owner = await signUpVerified(request, seed, "enforcer", PASSWORD);
  const member = await signUpVerified(request, seed, "member", PASSWORD);
  await signIn(page, owner);
  const origin = { origin: new URL(page.url()).origin };
  // The Owner's own second factor first (requiring it without one is refused), through the API the profile uses.
  const enrolment = await (await page.request.post("/api/auth/two-factor/totp", { headers: origin })).json();
  const confirmed = await page.request.post("/api/auth/two-factor/totp/confirm", {
    headers: origin,
    data: { code: code(enrolment.secret) },
  });
  expect(confirmed.status()).toBe(200);
  const roles = await (await page.request.get(`/api/core/organization/${owner.organizationId}/roles`)).json();
  const viewer = roles.items.find((r: { name: string }) => r.name === "Viewer");
  const added = await page.request.post(`/api/core/organization/${owner.organizationId}/members/by-email`, {
    headers: origin,
    data: { email: member.email, roleId: viewer._id },
  });
  expect(added.status()).toBe(200);

  await page.goto(`/organizations/${owner.organizationId}/settings`);
  await page.getByRole("button", { name: "Require two-factor" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Require two-factor" }).click();
  await expect(page.getByText("Required", { exact: true })).toBeVisible();

  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  await signIn(memberPage, member);
  await memberPage.goto(`/organizations/${owner.organizationId}/dashboard`);
  await expect(memberPage.getByRole("heading", { name: "This organization requires two-factor sign-in" })).toBeVisible();
  const refused = await memberPage.request.get(`/api/core/organization/${owner.organizationId}`);
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ reason: "TWO_FACTOR_REQUIRED" });
  // Their own organization is not affected.
  await memberPage.goto(`/organizations/${member.organizationId}/dashboard`);
  await expect(memberPage.getByRole("heading", { name: "This organization requires two-factor sign-in" })).toHaveCount(0);

  await memberPage.goto(`/organizations/${owner.organizationId}/dashboard`);
  await memberPage.getByRole("link", { name: "Set up two-factor sign-in" }).click();
  await memberPage.waitForURL(/\/profile#two-factor$/);
  await expect(memberPage.locator("#two-factor").getByRole("button", { name: "Set up" })).toBeVisible();
  await memberContext.close();
});

test('a second-factor change the server wants confirmed asks "Confirm it\'s you", then goes through', async ({ page, request, seed }) => {
  const account = await signUpVerified(request, seed, "sudo", PASSWORD);
  await signIn(page, account);
  await page.goto("/profile");
  // The page's code loaded and hydrated (its forms are busy until then): a click before that would be lost.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  // A sign-in counts as proof for 10 minutes, longer than a journey may wait: the first two "Set up"s are answered with
  // the refusal the server gives once that proof is older (its own tests cover when it does), the rest is the real server.
  let refused = 0;
  await page.route("**/api/auth/two-factor/totp", async (route) => {
    if (refused === 2 || route.request().method() !== "POST") return route.continue();
    refused++;
    await route.fulfill({
      status: 403,
      contentType: "application/json",
      body: JSON.stringify({ statusCode: 403, code: "Forbidden", reason: "REAUTHENTICATION_REQUIRED", message: "Confirm it's you first." }),
    });
  });
  const card = page.locator("#two-factor");
  await card.getByRole("button", { name: "Set up" }).click();
  const dialog = page.getByRole("dialog", { name: "Confirm it's you" });
  await expect(dialog).toBeVisible();
  // Closed, nothing is set up and the card says why.
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(card.getByText("Nothing changed: confirm it's you to go on.")).toBeVisible();
  await expect(card.getByRole("img", { name: /QR code/ })).toHaveCount(0);
  await card.getByRole("button", { name: "Set up" }).click();
  await expect(dialog).toBeVisible();
  // No authenticator app yet: the password is the only way offered.
  await expect(dialog.getByRole("button", { name: "Use an authenticator code instead" })).toHaveCount(0);
  const password = dialog.getByLabel("Your password");
  await password.fill("not the password");
  await dialog.getByRole("button", { name: "Confirm" }).click();
  await expect(password).toHaveAttribute("aria-invalid", "true");
  await password.fill(PASSWORD);
  await dialog.getByRole("button", { name: "Confirm" }).click();
  await expect(dialog).toHaveCount(0);
  // Confirmed, the set-up ran again and reached the server: its QR code is shown.
  await expect(card.getByRole("img", { name: /QR code/ })).toBeVisible();
  expect(refused).toBe(2);
});
