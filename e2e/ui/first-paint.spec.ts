import type { Browser, BrowserContext } from "@playwright/test";
import { bearer, createOrganizationAs, expect, signIn, test } from "@/e2e/fixtures";
import { makeJpeg } from "@/lib/test/media";
import { makeConsoleWorld } from "./console-world";

// The console's first HTML carries the data: with the app's JavaScript never loading, the server-rendered page
// alone shows the organization, the navigation its permissions allow and the first rows of each list.

/**
 * A browser that gets the server's HTML and runs only its inline scripts: React's streaming instructions, which put
 * a large server-rendered section (a form loaded as its own chunk) in place of its "Loading…" placeholder, run;
 * no bundle loads, so nothing is fetched, rendered or hydrated in the browser.
 */
async function withoutBundles(browser: Browser, from: BrowserContext) {
  const context = await browser.newContext({ storageState: await from.storageState() });
  await context.route("**/_next/static/**/*.js", (route) => route.abort());
  return context;
}

test("without the app's JavaScript, the first HTML of balance, members, apps, the dashboard, roles, settings, settlement and assets shows the organization, the nav and the data", async ({
  browser,
  page,
  request,
  seed,
}) => {
  const name = `First Paint ${Date.now().toString(36)}`;
  const organizationId = (await createOrganizationAs(request, seed.owner, { name }))._id;
  for (const [i, amount] of [5000, 7000].entries()) {
    const data = { type: "CHARGE_TYPE_PAID", amount, description: `first paint charge ${i}` };
    expect(
      (
        await request.post(`/api/core/organization/${organizationId}/balance/charge`, { headers: bearer(seed.reviewer.apiKey), data })
      ).status(),
    ).toBe(200);
  }
  // An owner's key speaks for its own organization: the app goes there (the newest app heads its list).
  const appName = `First Paint Racer ${Date.now().toString(36)}`;
  const app = await request.post(`/api/core/organization/${seed.owner.organizationId}/apps`, {
    headers: bearer(seed.owner.apiKey),
    data: {
      name: appName,
      platformSettings: { android: { storeUrl: "https://play.google.com/store/apps/details?id=com.firstpaint.racer" } },
    },
  });
  expect(app.status()).toBe(200);

  // The owner's key speaks for its own organization: the asset goes there, like the app.
  const upload = await request.post(`/api/core/organization/${seed.owner.organizationId}/ad/assets`, {
    headers: bearer(seed.owner.apiKey),
    multipart: { productType: "1", file: { name: "first-paint.jpg", mimeType: "image/jpeg", buffer: await makeJpeg(300, 200) } },
  });
  expect(upload.status()).toBe(202);

  await signIn(page, seed.owner);
  const noScript = await withoutBundles(browser, page.context());
  const html = await noScript.newPage();
  const base = `/organizations/${organizationId}`;

  await html.goto(`${base}/balance`);
  // The shell: the organization switcher has this organization selected, the nav lists the owner's areas.
  const switcher = html.getByRole("combobox", { name: "Switch organization", exact: true });
  await expect(switcher).toHaveValue(organizationId);
  await expect(switcher.locator("option:checked")).toHaveText(name);
  const nav = html.getByRole("navigation", { name: "Console navigation" });
  for (const area of ["Dashboard", "Apps", "Members", "Balance", "Settings"])
    await expect(nav.getByRole("link", { name: area, exact: true })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Review", exact: true })).toHaveCount(0);
  await expect(html.getByText("Loading…")).toHaveCount(0);
  // The balance and the first rows of the history.
  await expect(html.getByTestId("current-balance")).toHaveText("₩12,000");
  const rows = html.getByTestId("history-rows").getByRole("row");
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText("first paint charge 1");

  await html.goto(`${base}/members`);
  await expect(html.getByRole("cell", { name: seed.owner.email })).toBeVisible();
  await expect(html.getByText("Loading…")).toHaveCount(0);

  await html.goto(`/organizations/${seed.owner.organizationId}/apps`);
  await expect(html.getByText(appName)).toBeVisible();
  await expect(html.getByText("Loading…")).toHaveCount(0);

  await html.goto(`${base}/dashboard`);
  await expect(html.getByTestId("dashboard-balance")).toContainText("₩12,000");

  await html.goto(`${base}/roles`);
  const main = html.getByRole("main");
  for (const role of ["Owner", "Admin", "Viewer"]) await expect(main.getByText(role, { exact: true }).first()).toBeVisible();
  await expect(html.getByText("Loading…")).toHaveCount(0);

  await html.goto(`${base}/settings`);
  // The details card comes with the HTML (the form's inputs take their values once the page is hydrated).
  await expect(html.getByText(organizationId, { exact: true }).first()).toBeVisible();
  await expect(html.getByText("Loading…")).toHaveCount(0);

  await html.goto(`${base}/settlement`);
  await expect(html.getByText("Register the settlement account", { exact: true })).toBeVisible();
  await expect(html.getByText("Loading…")).toHaveCount(0);

  await html.goto(`/organizations/${seed.owner.organizationId}/assets`);
  await expect(html.getByText("first-paint.jpg").first()).toBeVisible();
  await expect(html.getByText("Loading…")).toHaveCount(0);
  await noScript.close();
});

test("without the app's JavaScript, the first HTML of a campaign, an app, a cross promotion, a role, the API key pages, the audit log, the review queues and the profile shows their data", async ({
  browser,
  page,
  request,
  seed,
}) => {
  // A dozen pages, each loaded twice (without and with JavaScript): over a minute on a loaded machine.
  test.setTimeout(180_000);
  const world = await makeConsoleWorld(request, seed);
  const read = async (path: string) => {
    const res = await request.get(`/api/core/organization/${world.organizationId}${path}`, { headers: bearer(seed.owner.apiKey) });
    expect(res.status(), path).toBe(200);
    return res.json();
  };
  const [campaign, app, house, role] = await Promise.all([
    read(`/campaign/${world.campaignId}`),
    read(`/apps/${world.appId}`),
    read(`/house-campaign/${world.crossPromotionCampaignId}`),
    read(`/roles/${world.roleId}`),
  ]);
  const promoted = await read(`/apps/${house.promotedAppId}`);

  await signIn(page, seed.owner);
  const noScript = await withoutBundles(browser, page.context());
  const html = await noScript.newPage();
  const base = `/organizations/${world.organizationId}`;
  const main = html.getByRole("main");
  const loaded = () => expect(html.getByText("Loading…")).toHaveCount(0);

  // The campaign, its status history and its ads' apps.
  await html.goto(`${base}/campaigns/${world.campaignId}`);
  await expect(main.getByRole("heading", { name: campaign.name })).toBeVisible();
  await expect(main.getByText(campaign.ads[0].name).first()).toBeVisible();
  await loaded();

  // The app and its approval history.
  await html.goto(`${base}/apps/${world.appId}`);
  await expect(main.getByRole("heading", { name: app.name })).toBeVisible();
  await expect(main.getByText(app.sdkKey).first()).toBeVisible();
  await loaded();

  // The house campaign, named with the app it promotes.
  await html.goto(`${base}/cross-promotions/${world.crossPromotionCampaignId}`);
  await expect(main.getByRole("heading", { name: house.campaign.name })).toBeVisible();
  await expect(main.getByRole("link", { name: promoted.name })).toBeVisible();
  await loaded();

  await html.goto(`${base}/roles/${world.roleId}`);
  await expect(main.getByRole("heading", { name: `Edit ${role.name}` })).toBeVisible();
  await loaded();

  await html.goto(`${base}/members/${world.memberId}/api-key`);
  await expect(main.getByRole("heading", { name: `API key of ${world.memberName}` })).toBeVisible();
  await loaded();
  await html.goto(`${base}/api-key`);
  await expect(main.getByRole("heading", { name: "Your API key" })).toBeVisible();
  await loaded();

  // The custom role's creation is among the newest entries.
  await html.goto(`${base}/audit`);
  await expect(html.getByTestId("audit-rows")).toContainText(world.roleId);
  await loaded();

  await html.goto("/profile");
  await expect(main.getByRole("textbox", { name: "E-mail" })).toHaveValue(seed.owner.email);
  await expect(html.getByTestId("session").filter({ hasText: "this browser" })).toHaveCount(1);
  await loaded();
  await noScript.close();

  // The queues are the reviewers': the world left an app platform, a campaign and a top-up waiting in them.
  const signedIn = await browser.newContext();
  const reviewerPage = await signedIn.newPage();
  await signIn(reviewerPage, seed.reviewer);
  const reviewerContext = await withoutBundles(browser, signedIn);
  await signedIn.close();
  const queue = await reviewerContext.newPage();
  const review = `/organizations/${seed.reviewer.organizationId}/review`;
  await queue.goto(review);
  await expect(queue.locator('tr[data-testid^="review-"]').first()).toBeVisible();
  await expect(queue.getByText("Loading…")).toHaveCount(0);
  await queue.goto(`${review}/campaigns`);
  await expect(queue.locator('[data-testid^="review-campaign-"]').first()).toBeVisible();
  await expect(queue.getByText("Loading…")).toHaveCount(0);
  await queue.goto(`${review}/top-ups`);
  await expect(queue.getByTestId("top-up-review-row").first()).toBeVisible();
  await expect(queue.getByText("Loading…")).toHaveCount(0);
  await reviewerContext.close();
});
