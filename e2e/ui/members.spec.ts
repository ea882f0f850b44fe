import { bearer, expect, readMail, signIn, signUpVerified, test, uniqueEmail } from "@/e2e/fixtures";

const PASSWORD = "e2e-password-1";

/** Accepts an e-mailed invitation the way its link does: a name and a password make the account. */
async function acceptInvitation(
  request: Parameters<typeof signUpVerified>[0],
  seed: Parameters<typeof signUpVerified>[1],
  email: string,
  fullName: string,
) {
  const mail = await readMail(seed, email, /invited you/);
  const token = new URL(mail.link).pathname.split("/").pop();
  const res = await request.post(`/api/auth/invitations/${token}/accept`, { data: { fullName, password: PASSWORD } });
  expect(res.status()).toBe(200);
}

test.use({ permissions: ["clipboard-read", "clipboard-write"] });

test("an Owner makes a custom role, invites a member, gives them the role, rotates their key, and the key works", async ({
  page,
  request,
  seed,
}) => {
  const owner = await signUpVerified(request, seed, "journey", PASSWORD);
  const org = owner.organizationId;
  await signIn(page, owner);

  // A custom role from the permission picker: two read permissions on the whole organization.
  await page.goto(`/organizations/${org}/roles`);
  await expect(page.getByRole("heading", { name: "Roles" })).toBeVisible();
  await expect(page.getByRole("row", { name: /Owner/ })).toContainText("System");
  await page.getByRole("button", { name: "Create role" }).click();
  await expect(page.getByRole("heading", { name: "New role" })).toBeVisible();
  const roleName = `Campaign analyst ${Date.now().toString(36)}`;
  await page.getByLabel("Name", { exact: true }).fill(roleName);
  await page.getByLabel("View campaigns").check();
  await page.getByLabel("View apps").check();
  // Statements read as words; the raw statement is on hover.
  const statement = page.getByRole("list", { name: "Statements" }).getByTitle(`campaign:read@organization/${org}`);
  await expect(statement).toHaveText(/^View campaigns — \S/);
  await page.getByRole("button", { name: "Save role" }).click();
  await expect(page.getByRole("heading", { name: `Edit ${roleName}` })).toBeVisible();
  await expect(page.getByText("Role saved")).toBeVisible();

  // Invite by e-mail: someone without an account yet.
  await page.getByRole("link", { name: "Members" }).click();
  await expect(page.getByRole("heading", { name: "Members" })).toBeVisible();
  const email = uniqueEmail("invitee");
  await page.getByRole("button", { name: "Invite member" }).click();
  const invite = page.getByRole("dialog", { name: "Invite a member" });
  await invite.getByLabel("E-mail").fill("not-an-address");
  await invite.getByRole("button", { name: "Invite" }).click();
  await expect(invite.getByRole("alert")).toContainText("valid e-mail");
  await invite.getByLabel("E-mail").fill(email);
  await expect(invite.getByLabel("Role")).toHaveValue(/[0-9a-f]{24}/);
  await invite.getByRole("button", { name: "Invite" }).click();
  await expect(page.getByText(`An invitation was sent to ${email}.`)).toBeVisible();
  const row = page.getByTestId(`member-${email}`);
  await expect(row).toContainText("Viewer");
  await expect(row).toContainText("Invitation pending");
  await expect(row).toContainText("No key issued");
  // They accept the e-mailed invitation; the page shows them as a member.
  await acceptInvitation(request, seed, email, "invitee person");
  await page.reload();
  await expect(row).not.toContainText("Invitation pending");

  // The last Owner can be neither demoted nor removed: the buttons say why.
  const ownerRow = page.getByTestId(`member-${owner.email}`);
  await expect(ownerRow.getByRole("button", { name: "Remove" })).toBeDisabled();
  await expect(ownerRow.getByRole("button", { name: "Remove" })).toHaveAttribute("title", /last Owner/);
  // …and in the row itself, where a touch screen (no tooltips) shows it too.
  await expect(ownerRow.getByTestId("last-owner-note")).toHaveText("This is the last Owner: make another member Owner first.");

  // Give the member the custom role.
  await row.getByRole("button", { name: "Change role" }).click();
  const change = page.getByRole("dialog", { name: /Change the role of/ });
  await change.getByLabel("Role").selectOption({ label: roleName });
  await change.getByRole("button", { name: "Save" }).click();
  await expect(row).toContainText(roleName);

  // Their API key page: a policy, then the first key, revealed once.
  await row.getByRole("link", { name: /Manage API key/ }).click();
  await expect(page.getByRole("heading", { name: /API key of invitee/ })).toBeVisible();
  await page.getByLabel("Policy name").fill("Reporting script");
  await page.getByLabel("Allowed IP addresses").fill("127.0.0.1\n::1\nnot-an-ip");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Line 3" })).toBeVisible();
  await page.getByLabel("Allowed IP addresses").fill("127.0.0.1\n::1");
  await page.getByLabel("Limit the request rate").check();
  await page.getByLabel("Requests", { exact: true }).fill("100");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Policy saved.")).toBeVisible();

  await page.getByRole("button", { name: "Issue key" }).click();
  // No key yet: the dialog offers to create one (it does not warn that a current key stops working).
  await page.getByRole("dialog", { name: "Create an API key?" }).getByRole("button", { name: "Issue key" }).click();
  const reveal = page.getByRole("dialog", { name: "Your new API key" });
  await expect(reveal).toContainText("shown only this once");
  const apiKey = await reveal.getByLabel("API key").inputValue();
  expect(apiKey).toMatch(/^oak_[0-9A-Za-z]{40}$/);
  await reveal.getByRole("button", { name: "Copy" }).click();
  await expect(reveal.getByRole("status").filter({ hasText: "Copied" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(apiKey);
  await reveal.getByRole("button", { name: "I have stored the key" }).click();
  await expect(reveal).toBeHidden();
  await expect(page.getByTestId("key-prefix")).toHaveText(`${apiKey.slice(0, 10)}…`);
  await expect(page.getByText(apiKey)).toHaveCount(0);

  // The key speaks for the member and their custom role, within the policy.
  const me = await request.get(`/api/core/organization/${org}/me`, { headers: bearer(apiKey) });
  expect(me.status()).toBe(200);
  expect(me.headers()["ratelimit-limit"]).toBe("100");
  const body = await me.json();
  expect(body).toMatchObject({ email, member: { roleName: roleName, name: "Reporting script" } });
  expect(body.permissions.sort()).toEqual(["app:read", "campaign:read"]);
  const members = await request.get(`/api/core/organization/${org}/members`, { headers: bearer(apiKey) });
  expect(members.status()).toBe(403);
  expect(await members.json()).toMatchObject({ reason: "PERMISSION_DENIED" });

  // The page shows the key was used.
  await page.reload();
  await expect(page.getByText("Last used").locator("..")).not.toContainText("Never");
});

test("a Viewer sees what they may not do, with the reason, and manages their own key", async ({ page, request, seed }) => {
  const owner = await signUpVerified(request, seed, "viewer", PASSWORD);
  const org = owner.organizationId;
  // The owner adds a Viewer by e-mail through the API; the Viewer accepts the e-mailed invitation.
  await signIn(page, owner);
  const ownerKey = await page.evaluate(async (organizationId) => {
    const me = await (await fetch(`/api/core/organization/${organizationId}/me`)).json();
    const res = await fetch(`/api/core/organization/${organizationId}/members/${me.userId}/api-key/rotate`, { method: "POST" });
    return (await res.json()).apiKey as string;
  }, org);
  const roles = await (await request.get(`/api/core/organization/${org}/roles`, { headers: bearer(ownerKey) })).json();
  const viewerRole = roles.items.find((r: { systemKey?: string }) => r.systemKey === "viewer");
  const email = uniqueEmail("viewer-member");
  expect(
    (
      await request.post(`/api/core/organization/${org}/members/by-email`, {
        headers: bearer(ownerKey),
        data: { email, roleId: viewerRole._id },
      })
    ).status(),
  ).toBe(200);
  await acceptInvitation(request, seed, email, "Vera Viewer");

  await page.context().clearCookies();
  await signIn(page, { email, password: PASSWORD });
  await page.goto(`/organizations/${org}/members`);
  await expect(page.getByTestId(`member-${email}`)).toContainText("Vera Viewer");
  const invite = page.getByRole("button", { name: "Invite member" });
  await expect(invite).toBeDisabled();
  await expect(invite).toHaveAttribute("title", /does not allow this \(member:create\)/);
  await expect(page.getByTestId(`member-${owner.email}`).getByRole("button", { name: "Change role" })).toBeDisabled();

  await page.goto(`/organizations/${org}/roles`);
  await expect(page.getByRole("button", { name: "Create role" })).toBeDisabled();
  await page.getByRole("link", { name: "View: Owner" }).click();
  await expect(page.getByText("This is a system role")).toBeVisible();
  await expect(page.getByLabel("Name", { exact: true })).toBeDisabled();

  // Their own key page works whatever the role.
  await page.getByRole("link", { name: "My API key" }).click();
  await expect(page.getByRole("heading", { name: "Your API key" })).toBeVisible();
  await page.getByLabel("Policy name").fill("Mine");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Policy saved.")).toBeVisible();
});
