import type { APIRequestContext, Browser } from "@playwright/test";
import { bearer, createOrganizationAs, expect, test, type SeedUser, signedInPage } from "@/e2e/fixtures";

const as = (browser: Browser, user: SeedUser) => signedInPage(browser, user);

async function post(request: APIRequestContext, path: string, apiKey: string, data: unknown, method: "post" | "put" = "post") {
  const res = await request[method](path, { headers: bearer(apiKey), data });
  expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
  return res.json();
}

test("promote an approved app to the organization and a child: ELIGIBLE; add a foreign target: PARTIALLY_ELIGIBLE, the issue in words", async ({
  browser,
  request,
  seed,
}) => {
  const suffix = Date.now().toString(36);
  const org = seed.owner.organizationId;
  // Setup through the API, as a studio's scripts would: a child organization, a second top-level organization of
  // the same owner (theirs, but not below this one), and an app whose Android platform a reviewer approved.
  // Organizations are made with the owner's session: no key may create one.
  const child = await createOrganizationAs(request, seed.owner, { name: `Kids ${suffix}`, parentOrganizationId: org });
  const sibling = await createOrganizationAs(request, seed.owner, { name: `Acme Kids ${suffix}` });
  const app = await post(request, `/api/core/organization/${org}/apps`, seed.owner.apiKey, {
    name: `Forge ${suffix}`,
    platformSettings: { android: { storeUrl: "https://play.google.com/store/apps/details?id=com.e2e.forge" } },
  });
  const action = (name: string) => `/api/core/organization/${org}/apps/${app._id}/approval/${name}`;
  await post(request, action("APPROVAL_ACTION_REQUEST_APPROVAL"), seed.owner.apiKey, { platform: "APP_PLATFORM_ANDROID" }, "put");
  await post(request, action("APPROVAL_ACTION_APPROVE"), seed.reviewer.apiKey, { platform: "APP_PLATFORM_ANDROID" }, "put");

  const owner = await as(browser, seed.owner);
  await owner.goto(`/organizations/${org}/apps/${app._id}`);
  await owner.getByRole("link", { name: "Promote this app" }).click();
  await expect(owner.getByRole("heading", { name: "New cross promotion" })).toBeVisible();
  await expect(owner.getByLabel("App to promote")).toHaveValue(app._id);
  await expect(owner.getByText("Android: Approved")).toBeVisible();

  const name = `Play Forge ${suffix}`;
  await owner.getByLabel("Name", { exact: true }).fill(name);
  // This organization is chosen already; its child is found by name among the organizations below it.
  await expect(owner.getByRole("button", { name: "Remove E2E Studio", exact: true })).toBeAttached();
  await owner.getByRole("combobox", { name: "Inventory targets" }).fill(child.name);
  await owner.getByRole("option", { name: `E2E Studio › ${child.name}` }).click();
  await owner.keyboard.press("Escape");
  await expect(owner.getByRole("button", { name: `Remove E2E Studio › ${child.name}` })).toBeAttached();
  const ad = owner.getByTestId("ad-0");
  await expect(ad.getByLabel("Promoted app")).toHaveCount(0);
  // The house campaign is free: its ads ask for no price.
  await expect(ad.getByLabel(/^CPM/)).toHaveCount(0);
  await ad.getByLabel("Ad name").fill("Forge banner");
  await ad.getByRole("radio", { name: "Hosted image URL" }).click();
  await ad.getByLabel("Image URL").fill("https://cdn.example.com/forge.png");
  await ad.getByLabel("Width (px)").fill("320");
  await ad.getByLabel("Height (px)").fill("50");
  await ad.getByLabel("Media type").fill("image/png");
  const created = owner.waitForRequest((r) => r.method() === "POST" && new URL(r.url()).pathname.endsWith("/cross-promotion"));
  await owner.getByRole("button", { name: "Create cross promotion" }).click();
  expect((await created).headers()["idempotency-key"]).toMatch(/^[0-9a-f-]{36}$/);

  // The list, grouped by promoted app, with the app's platform badges and the eligibility.
  await expect(owner).toHaveURL(new RegExp(`/organizations/${org}/cross-promotions$`));
  const group = owner.getByTestId(`app-group-${app._id}`);
  await expect(group.getByRole("heading", { name: app.name })).toBeVisible();
  await expect(group.getByText("Android: Approved")).toBeVisible();
  const row = group.locator(`[data-testid^="cross-promotion-"]`).filter({ hasText: name });
  await expect(row.getByTestId("eligibility")).toContainText("Eligible");
  // Still in review: its targets are eligible, but it does not show anywhere yet, and the row says so.
  await expect(row).toContainText("In review");
  await expect(row).toContainText("Every inventory target is eligible: it shows on all of them once the campaign is serving.");
  await expect(row).not.toContainText("It can show on every inventory target.");
  await expect(row).toContainText("Shows on 2 organizations");

  // Edit: a third target pasted by id, an organization outside this one's tree.
  await row.getByRole("link", { name }).click();
  await expect(owner.getByRole("heading", { name })).toBeVisible();
  await expect(owner.getByTestId("eligibility")).toContainText("Eligible");
  await owner.getByLabel("Other organization ids").fill(sibling._id);
  await owner.getByRole("button", { name: "Save" }).click();
  await expect(owner.getByText("Saved.")).toBeVisible();
  const eligibility = owner.getByTestId("eligibility");
  await expect(eligibility).toContainText("Partly eligible");
  await expect(eligibility).toContainText(`${sibling.name} is not one of your organizations or their children`);
  await expect(owner.getByTestId("serving-panel")).toContainText("Some inventory is not yours");

  await owner.getByRole("link", { name: "Back to cross promotions" }).click();
  const after = owner.getByTestId(`app-group-${app._id}`).locator(`[data-testid^="cross-promotion-"]`).filter({ hasText: name });
  await expect(after.getByTestId("eligibility")).toContainText("Partly eligible");
  await expect(after).toContainText(`${sibling.name} is not one of your organizations or their children`);
  // The issue wraps inside its row: on a desktop screen no part of the table is pushed out of sight sideways.
  const table = owner.getByTestId(`app-group-${app._id}`).getByRole("region", { name: app.name });
  expect(await table.evaluate((box) => box.scrollWidth - box.clientWidth)).toBe(0);
});
