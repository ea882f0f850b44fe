import type { Browser, Locator, Page } from "@playwright/test";
import { expect, signIn, test, type SeedUser } from "@/e2e/fixtures";
import { makeConsoleWorld } from "./console-world";

const PHONE = { width: 390, height: 844 };

async function onPhone(browser: Browser, user: SeedUser): Promise<Page> {
  const page = await (await browser.newContext({ viewport: PHONE })).newPage();
  await signIn(page, user);
  return page;
}

/** Wholly inside the phone's width: not cut off at the right, not reachable only by scrolling sideways. */
async function expectOnScreen(target: Locator) {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  expect(box, "the element is rendered").not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
}

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

test("on a 390 px phone: the menu opens as a drawer, navigates and closes; a member is removed and an app approved from the tables", async ({
  browser,
  request,
  seed,
}) => {
  test.setTimeout(120_000);
  const w = await makeConsoleWorld(request, seed);
  const owner = await onPhone(browser, seed.owner);
  await owner.goto(`/organizations/${w.organizationId}/dashboard`);

  // The navigation waits behind the menu button, which names the drawer it opens.
  const nav = owner.getByRole("navigation", { name: "Console navigation" });
  const menu = owner.getByRole("button", { name: "Menu", exact: true });
  await expect(nav).toBeHidden();
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await expect(owner.getByRole("banner")).toContainText("E2E Studio");
  await menu.click();
  const drawer = owner.getByRole("dialog", { name: "Console navigation" });
  await expect(drawer).toBeVisible();
  await expect(menu).toHaveAttribute("aria-expanded", "true");
  await expect(drawer.locator(":focus")).toHaveCount(1);
  // Escape closes it and gives the focus back to the button.
  await owner.keyboard.press("Escape");
  await expect(drawer).toHaveCount(0);
  await expect(menu).toBeFocused();
  await expect(menu).toHaveAttribute("aria-expanded", "false");

  await menu.click();
  await drawer.getByRole("link", { name: "Members" }).click();
  await expect(owner).toHaveURL(new RegExp(`/organizations/${w.organizationId}/members$`));
  await expect(drawer).toHaveCount(0);
  await expect(menu).toHaveAttribute("aria-expanded", "false");

  // The members table is a stack of cards: the Remove button is on screen, and it works.
  const row = owner.getByTestId(`member-${w.memberEmail}`);
  await expect(row).toContainText(w.memberName);
  const remove = row.getByRole("button", { name: "Remove" });
  await expectOnScreen(remove);
  await expectOnScreen(row.getByRole("link", { name: `Manage API key: ${w.memberName}` }));
  await expectNoSidewaysScroll(owner);
  await remove.click();
  await owner.getByRole("dialog").getByRole("button", { name: "Remove" }).click();
  await expect(owner.getByText(`${w.memberName} was removed`)).toBeVisible();
  await expect(row).toHaveCount(0);

  // A reviewer approves the waiting app from the review queue, on the phone.
  const reviewer = await onPhone(browser, seed.reviewer);
  await reviewer.goto(`/organizations/${w.organizationId}/review`);
  const queued = reviewer.getByTestId(`review-${w.appId}:APP_PLATFORM_ANDROID`);
  const approve = queued.getByRole("button", { name: /^Approve/ });
  await expectOnScreen(approve);
  await expectOnScreen(queued.getByRole("button", { name: /^Reject/ }));
  await expectNoSidewaysScroll(reviewer);
  await approve.click();
  const approval = reviewer.getByRole("dialog");
  await expectOnScreen(approval.getByRole("button", { name: "Approve" }));
  await expectNoSidewaysScroll(reviewer);
  await approval.getByRole("button", { name: "Approve" }).click();
  await expect(reviewer.getByRole("status").filter({ hasText: "approved on Android" })).toBeVisible();
  await expect(queued).toHaveCount(0);
});
