import type { Browser } from "@playwright/test";
import { makeJpeg } from "@/lib/test/media";
import { expect, test, type SeedUser, signedInPage } from "@/e2e/fixtures";

const as = (browser: Browser, user: SeedUser, timezoneId?: string) =>
  signedInPage(browser, user, { context: timezoneId ? { timezoneId } : {} });

test("create a campaign with a creative uploaded in the form; a reviewer approves it; the owner pauses and resumes it and reads the history", async ({
  browser,
  seed,
}) => {
  const name = `Spring sale ${Date.now().toString(36)}`;
  // The studio is in Seoul (its organization's zone); this owner's laptop is in Los Angeles, 17 hours behind.
  const owner = await as(browser, seed.owner, "America/Los_Angeles");
  await owner.goto(`/organizations/${seed.owner.organizationId}/settings`);
  await owner.getByRole("navigation", { name: "Console navigation" }).getByRole("link", { name: "Campaigns" }).click();
  await expect(owner.getByRole("heading", { name: "Campaigns", exact: true })).toBeVisible();
  await owner.getByRole("link", { name: "New campaign" }).click();
  await expect(owner.getByRole("heading", { name: "New campaign" })).toBeVisible();

  // The route's own schema refuses an empty form on its fields, before anything is sent.
  await owner.getByRole("button", { name: "Create campaign" }).click();
  await expect(owner.getByRole("alert").filter({ hasText: "must not be empty" }).first()).toBeVisible();
  await expect(owner.getByText("Upload a file and wait until it is ready")).toBeVisible();

  // The schedule is the organization's: shown and read in Seoul time, whatever the browser's own zone, and said so.
  // It starts as soon as it is approved unless a time is set: this journey sets one.
  await expect(owner.getByRole("radio", { name: "As soon as it is approved" })).toBeChecked();
  await owner.getByRole("radio", { name: "At a set time" }).check();
  const startField = owner.getByLabel("Start date and time");
  await expect(startField).toHaveAccessibleDescription("Times are in Asia/Seoul (UTC+9).");
  const startValue = await startField.inputValue();
  const startInstant = Date.parse(`${startValue}:00+09:00`);
  expect(startInstant - Date.now()).toBeGreaterThan(0);
  expect(startInstant - Date.now()).toBeLessThanOrEqual(3_600_000);

  await owner.getByLabel("Name", { exact: true }).fill(name);
  await owner.getByLabel("Budget (KRW)").fill("500000");
  await owner.getByRole("checkbox", { name: "Android" }).check();
  await owner.getByRole("checkbox", { name: "Phones and tablets" }).check();
  // Countries and languages by name, stored as codes.
  // The lists exist only while open: the form does not carry 250 countries and 183 languages it is not showing.
  await expect(owner.locator('[role="listbox"] [role="option"]')).toHaveCount(0);
  await owner.getByRole("combobox", { name: "Countries" }).fill("korea");
  await owner.getByRole("option", { name: /South Korea/ }).click();
  await owner.getByRole("combobox", { name: "Languages" }).fill("Korean");
  await owner.getByRole("option", { name: /^Korean/ }).click();
  await expect(owner.getByRole("button", { name: "Remove South Korea" })).toBeVisible();
  await expect(owner.getByRole("button", { name: "Remove Korean" })).toBeVisible();
  await owner.getByLabel("Inventory tags").fill("puzzle, casual");

  const ad = owner.getByTestId("ad-0");
  await ad.getByLabel("Ad name").fill("Banner A");
  await ad.getByLabel("Categories").fill("puzzle");
  await ad.getByLabel("CPM (KRW)").fill("1500");
  await ad.getByLabel("Destination URL").fill("https://play.google.com/store/apps/details?id=com.e2e.spring");
  // The creative is uploaded in place and only becomes usable once processed.
  await ad
    .getByLabel("choose a file")
    .setInputFiles({ name: "spring-banner.jpg", mimeType: "image/jpeg", buffer: await makeJpeg(1200, 628) });
  await expect(ad.getByRole("button", { name: "Use another creative" })).toBeVisible({ timeout: 30_000 });
  await expect(ad.getByRole("img", { name: "Preview of spring-banner.jpg" })).toBeVisible();

  // The form sends an Idempotency-Key: a retry after a lost answer would not create the campaign twice.
  const created = owner.waitForRequest((r) => r.method() === "POST" && new URL(r.url()).pathname.endsWith("/campaign"));
  await owner.getByRole("button", { name: "Create campaign" }).click();
  expect((await created).headers()["idempotency-key"]).toMatch(/^[0-9a-f-]{36}$/);
  // Saved as the instant the Seoul wall-clock time names.
  expect(Date.parse((await created).postDataJSON().startAt)).toBe(startInstant);
  await expect(owner).toHaveURL(/\/campaigns\/[0-9a-f]{24}$/);
  const campaignId = owner.url().split("/").pop()!;
  await expect(owner.getByRole("heading", { name })).toBeVisible();
  const seoul = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat("en-US", { ...options, timeZone: "Asia/Seoul" }).format(startInstant);
  const startShown = owner.locator("dt", { hasText: /^Starts$/ }).locator("xpath=following-sibling::dd[1]");
  await expect(startShown).toContainText(seoul({ dateStyle: "medium" }));
  await expect(startShown).toContainText(`${seoul({ hour: "numeric", hour12: true }).split(" ")[0]}:00`);

  // Serving status first, in words: waiting for review.
  const serving = owner.getByTestId("serving-panel");
  await expect(serving).toContainText("This campaign is not serving");
  await expect(serving.locator('[data-reason="PENDING_REVIEW"]')).toContainText("Waiting for review");
  await expect(owner.getByText("In review").first()).toBeVisible();
  await expect(owner.getByRole("img", { name: "Creative 1 of Banner A" })).toBeVisible();
  // It may be paused while it waits for review (campaign-life.spec.ts goes through that).
  await expect(owner.getByRole("button", { name: "Pause", exact: true })).toBeEnabled();
  await expect(owner.getByTestId("status-history")).toContainText("Created and sent for review");

  // The list shows it with its badges and budget in won.
  await owner.getByRole("link", { name: "All campaigns" }).click();
  await owner.getByRole("searchbox", { name: "Search by name" }).fill(name);
  const row = owner.getByTestId(`campaign-${campaignId}`);
  await expect(row).toContainText("In review");
  await expect(row).toContainText("Not serving");
  await expect(row).toContainText("₩500,000");

  // A reviewer approves it from the campaign queue.
  const reviewer = await as(browser, seed.reviewer);
  await reviewer.goto(`/organizations/${seed.reviewer.organizationId}/review`);
  await reviewer.getByRole("navigation", { name: "What to review" }).getByRole("link", { name: "Campaigns" }).click();
  await expect(reviewer.getByRole("heading", { name: "Campaign review" })).toBeVisible();
  const card = reviewer.getByTestId(`review-campaign-${campaignId}`);
  await expect(card).toContainText("E2E Studio");
  // The queue is oldest first: campaigns other journeys left waiting come before this one, and previews load lazily.
  await card.scrollIntoViewIfNeeded();
  await expect(card.getByRole("img", { name: "Creative 1 of Banner A" })).toBeVisible();
  await card.getByRole("button", { name: `Approve: ${name}` }).click();
  // The dialog says whose balance pays, up to what, before the campaign can serve.
  const approval = reviewer.getByRole("dialog", { name: `Approve ${name}?` });
  await expect(approval).toContainText("₩500,000");
  await expect(approval).toContainText("charged to the balance of E2E Studio");
  await approval.getByRole("button", { name: "Approve" }).click();
  await expect(reviewer.getByText(`${name} approved.`)).toBeVisible();
  await expect(card).toHaveCount(0);

  // The owner pauses and resumes it.
  await owner.getByRole("link", { name }).click();
  await expect(owner.getByText("Active").first()).toBeVisible();
  await expect(serving.locator('[data-reason="PENDING_REVIEW"]')).toHaveCount(0);
  await owner.getByRole("button", { name: "Pause", exact: true }).click();
  await expect(owner.getByText("Campaign paused.")).toBeVisible();
  await expect(serving.locator('[data-reason="PAUSED"]')).toContainText("Paused");
  await owner.getByRole("button", { name: "Resume", exact: true }).click();
  await expect(owner.getByText("Campaign resumed.")).toBeVisible();
  await expect(serving.locator('[data-reason="PAUSED"]')).toHaveCount(0);
  // Ending asks first (its dialog loads the first time it opens); kept, the campaign stays active and the focus goes
  // back to the button, the second time as the first.
  const end = owner.getByRole("button", { name: "End campaign" });
  for (let time = 0; time < 2; time++) {
    await end.click();
    const ask = owner.getByRole("dialog", { name: `End ${name}?` });
    await expect(ask).toBeVisible();
    await ask.getByRole("button", { name: "Cancel" }).click();
    await expect(ask).toBeHidden();
    await expect(end).toBeFocused();
  }

  const history = owner.getByTestId("status-history").getByRole("listitem");
  await expect(history).toHaveCount(4);
  await expect(history.nth(0)).toContainText("Paused → Active");
  await expect(history.nth(0)).toContainText("by you");
  await expect(history.nth(1)).toContainText("Active → Paused");
  await expect(history.nth(2)).toContainText("In review → Active");
  await expect(history.nth(3)).toContainText("Created and sent for review");
});

test("a rejection needs a reason, and the advertiser reads it on the campaign; the edit form changes the budget", async ({
  browser,
  seed,
}) => {
  const name = `Racer ${Date.now().toString(36)}`;
  const owner = await as(browser, seed.owner);
  await owner.goto(`/organizations/${seed.owner.organizationId}/campaigns/new`);
  const ad = owner.getByTestId("ad-0");
  // A creative hosted elsewhere: its four fields, checked by the same schema as the route. Choosing it is the
  // first step: the fields appear only once the page is interactive, and what is typed into the server's HTML
  // before then is reset when the form takes over its inputs.
  await expect(async () => {
    await ad.getByRole("radio", { name: "Hosted image URL" }).click();
    await expect(ad.getByLabel("Image URL")).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await owner.getByLabel("Name", { exact: true }).fill(name);
  await owner.getByLabel("Budget (KRW)").fill("100000");
  await ad.getByLabel("Ad name").fill("Hosted");
  await ad.getByLabel("Image URL").fill("cdn.example.com/no-scheme.png");
  await owner.getByRole("button", { name: "Create campaign" }).click();
  await expect(ad.getByRole("alert").first()).toBeVisible();
  await ad.getByLabel("Image URL").fill("https://cdn.example.com/banner.png");
  await ad.getByLabel("Width (px)").fill("320");
  await ad.getByLabel("Height (px)").fill("50");
  await ad.getByLabel("Media type").fill("image/png");
  await owner.getByRole("button", { name: "Create campaign" }).click();
  await expect(owner).toHaveURL(/\/campaigns\/[0-9a-f]{24}$/);
  const campaignId = owner.url().split("/").pop()!;
  // A hosted image shows once a copy is stored here; cdn.example.com is a documentation name, never a public host:
  // its copy fails, and the preview says why instead of a broken image.
  await expect(
    owner.getByText("The image could not be copied from cdn.example.com: its address is not a public internet address."),
  ).toBeVisible();

  // Editing: the server refuses nothing here; the new budget shows at once.
  await owner.getByRole("button", { name: "Edit", exact: true }).click();
  await owner.getByLabel("Budget (KRW)").fill("250000");
  await owner.getByRole("button", { name: "Save" }).click();
  await expect(owner.getByText("₩250,000").first()).toBeVisible();

  const reviewer = await as(browser, seed.reviewer);
  await reviewer.goto(`/organizations/${seed.reviewer.organizationId}/review/campaigns`);
  const card = reviewer.getByTestId(`review-campaign-${campaignId}`);
  await card.getByRole("button", { name: `Reject: ${name}` }).click();
  const dialog = reviewer.getByRole("dialog", { name: `Reject ${name}` });
  await expect(dialog).toContainText("sees it as rejected, with your reason");
  await dialog.getByRole("button", { name: "Reject" }).click();
  await expect(dialog.getByRole("alert")).toContainText("must not be empty");
  await dialog.getByLabel("Reason").fill("The banner hides the close button.");
  await dialog.getByRole("button", { name: "Reject" }).click();
  await expect(reviewer.getByText(`${name} rejected.`)).toBeVisible();

  await owner.reload();
  const serving = owner.getByTestId("serving-panel");
  await expect(serving.locator('[data-reason="REJECTED"]')).toContainText("The banner hides the close button.");
  await expect(owner.getByRole("button", { name: "End campaign" })).toBeDisabled();
  // A rejected campaign is fixed and resubmitted: Edit stays enabled, and Resubmit is offered.
  await expect(owner.getByRole("button", { name: "Edit", exact: true })).toBeEnabled();
  await expect(owner.getByRole("button", { name: "Resubmit for review" })).toBeEnabled();
  await expect(owner.getByTestId("status-history").getByRole("listitem").first()).toContainText("In review → Rejected");
});
