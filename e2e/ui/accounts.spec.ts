import { expect, readMail, signIn, signUpVerified, test, uniqueEmail } from "@/e2e/fixtures";

const PASSWORD = "e2e-password-1";

test("invite → open the e-mail's link → sign up → land in the organization", async ({ page, browser, request, seed }) => {
  const owner = await signUpVerified(request, seed, "inviter", PASSWORD);
  await signIn(page, owner);
  await page.goto(`/organizations/${owner.organizationId}/members`);
  const email = uniqueEmail("newhire");
  await page.getByRole("button", { name: "Invite member" }).click();
  const invite = page.getByRole("dialog", { name: "Invite a member" });
  await invite.getByLabel("E-mail").fill(email);
  await invite.getByLabel("Role").selectOption({ label: "Admin" });
  await invite.getByRole("button", { name: "Invite" }).click();
  await expect(page.getByText(`An invitation was sent to ${email}.`)).toBeVisible();
  await expect(page.getByTestId(`member-${email}`)).toContainText("Invitation pending");

  // Whoever signs up first with that e-mail gains nothing: they must confirm a mailbox they do not hold.
  const squatter = await request.post("/api/auth/sign-up", {
    data: { email, password: "squatter password", fullName: "Mallory", organizationName: "M" },
  });
  expect(await squatter.json()).toEqual({ email, verificationRequired: true, emailSent: true });

  const mail = await readMail(seed, email, /invited you to inviter Studio/);
  expect(mail.html).toContain(mail.link);
  const invitee = await browser.newPage();
  await invitee.goto(mail.link);
  await expect(invitee.getByText("Join inviter Studio as Admin.")).toBeVisible();
  await invitee.getByLabel("Your name").fill("New Hire");
  await invitee.getByLabel("Password").fill(PASSWORD);
  await invitee.getByRole("button", { name: "Create account and join" }).click();
  await invitee.waitForURL(new RegExp(`/organizations/${owner.organizationId}`));
  await invitee.goto(`/organizations/${owner.organizationId}/members`);
  await expect(invitee.getByTestId(`member-${email}`)).toContainText("New Hire");
  await expect(invitee.getByTestId(`member-${email}`)).toContainText("Admin");
  // The link worked once.
  await invitee.goto(mail.link);
  await expect(invitee.getByText("invalid, was already used or has expired")).toBeVisible();
  await invitee.close();
});

test("forgot password → reset → sign in with the new password", async ({ page, request, seed }) => {
  const account = await signUpVerified(request, seed, "forgetful", PASSWORD);
  await page.goto("/sign-in");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page.getByRole("heading", { name: "Reset your password" })).toBeVisible();
  await page.getByLabel("E-mail").fill(account.email);
  await page.getByRole("button", { name: "Send link" }).click();
  await expect(page.getByText("If an account uses this e-mail")).toBeVisible();

  const mail = await readMail(seed, account.email, /Reset your password/);
  await page.goto(mail.link);
  await page.getByLabel("New password").fill("a brand new password");
  await page.getByRole("button", { name: "Save password" }).click();
  await expect(page.getByText("Your password was changed")).toBeVisible();

  await page.goto("/sign-in");
  await page.getByLabel("E-mail").fill(account.email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "not right" })).toBeVisible();
  await signIn(page, { email: account.email, password: "a brand new password" });
  // One organization: signing in leads straight to it.
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
});

test("sign out everywhere ends the other browser's session at once", async ({ page, browser, request, seed }) => {
  const account = await signUpVerified(request, seed, "everywhere", PASSWORD);
  const other = await browser.newPage();
  await signIn(other, account);
  await signIn(page, account);
  await page.goto("/profile");
  await expect(page.getByTestId("session")).toHaveCount(2);
  await expect(page.getByTestId("session").filter({ hasText: "this browser" })).toHaveCount(1);
  // Each session names its browser as a person reads it; the User-Agent as it came is its tooltip.
  const current = page
    .getByTestId("session")
    .filter({ hasText: "this browser" })
    .getByTitle(/Mozilla\/5\.0/);
  await expect(current).toHaveText(/^Chrome \d+ on Linux$/);
  await page.getByRole("button", { name: "Sign out everywhere" }).click();
  await page.getByRole("dialog", { name: "Sign out everywhere?" }).getByRole("button", { name: "Sign out everywhere" }).click();
  await page.waitForURL(/\/sign-in/);
  await other.goto("/organizations");
  await expect(other).toHaveURL(/\/sign-in/);
  expect((await other.request.get("/api/core/organizations")).status()).toBe(401);
  await other.close();
});

test("the profile changes name, language and password; the sign-in form says when to try again", async ({ page, request, seed }) => {
  const account = await signUpVerified(request, seed, "profiled", PASSWORD);
  await signIn(page, account);
  await page.goto("/profile");
  // The passkey form of the two-factor card has a "Name" too: the profile's is the one in the form saved with "Save".
  const details = page.locator("form").filter({ has: page.getByRole("button", { name: "Save", exact: true }) });
  await details.getByLabel("Name", { exact: true }).fill("Renamed Person");
  // The zone is picked from the searchable list of IANA zones (the account's is already the browser's, Seoul).
  const zone = page.getByRole("combobox", { name: "Time zone" });
  await expect(zone).toHaveValue("Asia/Seoul");
  await zone.fill("tokyo");
  await page.getByRole("option", { name: /^Asia\/Tokyo/ }).click();
  await expect(zone).toHaveValue("Asia/Tokyo");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Profile saved.")).toBeVisible();
  expect((await (await page.request.get("/api/auth/profile")).json()).timezone).toBe("Asia/Tokyo");
  await page.getByLabel("Current password").fill("not the password");
  await page.getByLabel("New password").fill("another new password");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("is not right")).toBeVisible();

  // Ten wrong passwords for one e-mail from this address, then the form says in minutes when to try again.
  const target = uniqueEmail("brute");
  for (let i = 0; i < 10; i++) {
    await request.post("/api/auth/callback/credentials", { form: { email: target, password: `guess ${i}`, csrfToken: "x", json: "true" } });
  }
  await page.context().clearCookies();
  await page.goto("/sign-in");
  await page.getByLabel("E-mail").fill(target);
  await page.getByLabel("Password").fill("one more guess");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert").filter({ hasText: /Try again in \d+ minutes/ })).toBeVisible();
});
