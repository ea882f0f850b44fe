import type { Browser } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { activeCampaign, bearer, expect, regularCampaignBody, test, type SeedUser, signedInPage } from "@/e2e/fixtures";

// Screenshots for the note, outside the repository (none in CI: SHOTS unset).
const SHOTS = process.env.FIRST_HOUR_SHOTS;
const WIDTHS = [1440, 390] as const;

const as = (browser: Browser, user: SeedUser, locale: "en" | "ko" = "en", width = 1440) =>
  signedInPage(browser, user, {
    context: { viewport: { width, height: 900 }, locale: "en-US", timezoneId: "Asia/Seoul" },
    language: locale,
  });

test("a campaign starts as soon as it is approved by default, is saved as a draft, changed and then submitted", async ({
  browser,
  seed,
}) => {
  const owner = await as(browser, seed.owner);
  const base = `/organizations/${seed.owner.organizationId}`;
  await owner.goto(`${base}/campaigns/new`);
  await expect(owner.getByRole("radio", { name: "As soon as it is approved" })).toBeChecked();
  await expect(owner.getByLabel("Start date and time")).toHaveCount(0);
  await expect(owner.getByText("It starts serving the moment a reviewer approves it.")).toBeVisible();

  // A draft through the API (the form's upload is campaigns.spec.ts's): the page offers only "Submit for review".
  const name = `Draft ${Date.now().toString(36)}`;
  const created = await owner.request.post(`/api/core/organization/${seed.owner.organizationId}/campaign`, {
    headers: bearer(seed.owner.apiKey),
    data: { ...regularCampaignBody(name, "draft"), startAt: undefined, startOnApproval: true, draft: true },
  });
  expect(created.status()).toBe(200);
  const campaign = (await created.json()) as { _id: string; status: string };
  expect(campaign.status).toBe("CAMPAIGN_STATUS_DRAFT");
  await owner.goto(`${base}/campaigns/${campaign._id}`);
  await expect(owner.getByRole("heading", { name })).toBeVisible();
  await expect(owner.getByTestId("serving-panel").locator('[data-reason="DRAFT"]')).toContainText("Draft");
  await expect(owner.locator("dt", { hasText: /^Starts$/ }).locator("xpath=following-sibling::dd[1]")).toHaveText(
    "As soon as it is approved",
  );
  await expect(owner.getByRole("button", { name: "Pause", exact: true })).toHaveCount(0);
  await expect(owner.getByTestId("status-history")).toContainText("Saved as a draft");

  // The list finds it among the drafts.
  await owner.goto(`${base}/campaigns`);
  await expect(async () => {
    await owner.getByLabel("Status").selectOption("CAMPAIGN_STATUS_DRAFT");
    await expect(owner.getByTestId(`campaign-${campaign._id}`)).toBeVisible({ timeout: 2_000 });
  }).toPass();
  const row = owner.getByTestId(`campaign-${campaign._id}`);
  await expect(row).toContainText("Draft");
  await expect(row).toContainText("When approved");

  await owner.goto(`${base}/campaigns/${campaign._id}`);
  await owner.getByRole("button", { name: "Submit for review" }).click();
  await expect(owner.getByText("Submitted: the campaign and its ads are in review.")).toBeVisible();
  await expect(owner.getByText("In review").first()).toBeVisible();
});

test("the review queues name the time zone their times are in", async ({ browser, seed }) => {
  const reviewer = await as(browser, seed.reviewer);
  await reviewer.goto(`/organizations/${seed.reviewer.organizationId}/review/campaigns`);
  await expect(reviewer.getByTestId("review-time-zone")).toHaveText(/^Times are in .+\.$/);
  const korean = await as(browser, seed.reviewer, "ko");
  await korean.goto(`/organizations/${seed.reviewer.organizationId}/review/ads`);
  await expect(korean.getByTestId("review-time-zone")).toHaveText(/^시간은 .+ 기준입니다\.$/);
});

test("screenshots: the campaign form and the drafts list at 1440 and 390 px, English and Korean", async ({ browser, seed }) => {
  test.skip(!SHOTS, "FIRST_HOUR_SHOTS names the folder");
  test.setTimeout(240_000);
  const base = `/organizations/${seed.owner.organizationId}`;
  await (
    await as(browser, seed.owner)
  ).request.post(`/api/core/organization/${seed.owner.organizationId}/campaign`, {
    headers: bearer(seed.owner.apiKey),
    data: { ...regularCampaignBody("Spring draft", "spring"), draft: true },
  });
  for (const locale of ["en", "ko"] as const) {
    for (const width of WIDTHS) {
      const page = await as(browser, seed.owner, locale, width);
      await page.goto(`${base}/campaigns/new`);
      await expect(page.getByRole("radio").first()).toBeChecked();
      await page.screenshot({ path: `${SHOTS}/campaign-form-${locale}-${width}.png`, fullPage: true });
      await page.getByRole("radio").nth(1).check();
      await page.screenshot({ path: `${SHOTS}/campaign-form-set-time-${locale}-${width}.png`, fullPage: false });
      await page.goto(`${base}/campaigns`);
      await expect(async () => {
        await page.locator("select").first().selectOption("CAMPAIGN_STATUS_DRAFT");
        await expect(page.locator('[data-testid^="campaign-"]').first()).toContainText(locale === "en" ? "Draft" : "임시 저장", {
          timeout: 2_000,
        });
      }).toPass();
      await page.screenshot({ path: `${SHOTS}/drafts-list-${locale}-${width}.png`, fullPage: true });
      await page.context().close();
    }
  }
});

test("demo:delivery posts rows by hour, country and creative and says what it posted; the country report has their countries", async ({
  request,
  seed,
  baseURL,
}) => {
  test.setTimeout(180_000);
  // The shared seed's balance is whatever the journeys before this one left: fund it, so an ad may serve whatever ran first.
  const charged = await request.post(`/api/core/organization/${seed.owner.organizationId}/balance/charge`, {
    headers: bearer(seed.reviewer.apiKey),
    data: { type: "CHARGE_TYPE_PAID", amount: 1_000_000, description: "Demo deposit" },
  });
  expect(charged.status()).toBe(200);
  const campaign = await activeCampaign(request, seed.owner, seed.reviewer, `Demo ${Date.now().toString(36)}`, "demo");
  const out = execFileSync(
    process.execPath,
    [
      "scripts/demo-delivery.mjs",
      "--url",
      baseURL!,
      "--key",
      seed.reviewer.apiKey,
      "--organization",
      seed.owner.organizationId,
      // this campaign only: the organization's other ads may have had today reported another way by other journeys
      "--campaign",
      campaign._id,
      "--days",
      "3",
    ],
    { encoding: "utf8" },
  );
  expect(out).toMatch(/^Posted [\d,]+ rows .* a row per UTC hour, country and creative/);
  expect(out).toContain("countries: JP, KR, US");
  expect(out).toMatch(/impressions, [\d,]+ clicks, [\d,]+ installs/);
  // a campaign made today has one day of delivery, and the demo says so rather than "× 3 days"
  expect(out).toMatch(/days: 1 to /);
  const day = new Date().toISOString().slice(0, 10);
  const report = await request.get(
    `/api/core/organization/${seed.owner.organizationId}/campaign/${campaign._id}/report?from=${day}&to=${day}&granularity=TOTAL&breakdown=COUNTRY`,
    { headers: bearer(seed.owner.apiKey) },
  );
  expect(report.status()).toBe(200);
  const countries = ((await report.json()).rows as { country: string | null }[]).map((row) => row.country).sort();
  expect(countries).toEqual(["JP", "KR", "US"]);
  // every row named one of the ad's creatives: the report by creative has no row without one
  const byCreative = await request.get(
    `/api/core/organization/${seed.owner.organizationId}/campaign/${campaign._id}/report?from=${day}&to=${day}&granularity=TOTAL&breakdown=CREATIVE`,
    { headers: bearer(seed.owner.apiKey) },
  );
  const creativeIds = ((await byCreative.json()).rows as { creativeId: string | null }[]).map((row) => row.creativeId);
  expect(creativeIds.length).toBeGreaterThan(0);
  expect(creativeIds).not.toContain(null);
});
