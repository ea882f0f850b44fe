import { expect, signIn, signedInPage, test } from "@/e2e/fixtures";

// The attribution organization's campaign (scripts/e2e-seed-attribution.ts), in Seoul's days: 10 days ago 50,000
// spent, 10 attributed installs (2 rejected), 10,000 of day-0 and 15,000 of day-3 revenue, and a 2.50 USD purchase
// waiting for a rate; yesterday 20,000 spent, 5 installs, 4,000 of day-0 revenue.
test("the Performance tab's cohort view: CPI, CPA and ROAS by install day with maturing windows marked; the cards", async ({
  page,
  seed,
}) => {
  const { organizationId, campaignId, days } = seed.attribution;
  const [early, late] = days;
  await signIn(page, seed.attribution);
  await page.goto(`/organizations/${organizationId}/campaigns/${campaignId}`);
  await page.getByRole("navigation", { name: "Campaign sections" }).getByRole("link", { name: "Performance" }).click();

  // The overview's cards: CPI on the partner's installs, ROAS D7 still maturing (the range ends today)
  await expect(page.getByTestId("card-cpi")).toHaveText("₩4,667");
  await expect(page.getByTestId("card-roas")).toContainText("41.4%");
  await expect(page.getByTestId("card-roas")).toContainText("Maturing");

  await page.getByRole("group", { name: "View" }).getByRole("button", { name: "Cohorts (CPI, ROAS)" }).click();
  const first = page.getByTestId(`cohort-${early}`);
  await expect(first).toContainText("₩50,000");
  await expect(first).toContainText("₩5,000");
  await expect(first.getByTestId("roas-d0")).toContainText("20%");
  await expect(first.getByTestId("roas-d3")).toContainText("50%");
  await expect(first.getByTestId("roas-d7")).toContainText("50%");
  // 30 days have not passed since these installs: D30 is still maturing
  await expect(first.getByTestId("roas-d30").getByTestId("maturing")).toBeVisible();
  await expect(first.getByTestId("roas-d7").getByTestId("maturing")).toHaveCount(0);
  const second = page.getByTestId(`cohort-${late}`);
  await expect(second).toContainText("₩4,000");
  await expect(second.getByTestId("roas-d0").getByTestId("maturing")).toContainText("20%");
  await expect(page.getByTestId("cohort-total")).toContainText("₩4,667");
  await expect(page.getByTestId("unconverted-note")).toContainText("$2.50");
  await expect(page.getByTestId("cohort-chart")).toBeVisible();

  // CPA for an event typed in: 6 purchases (one still waiting for a rate) on the first day
  await page.getByLabel("CPA event").fill("purchase");
  await expect(page.getByRole("columnheader", { name: "CPA (purchase)" })).toBeVisible();
  await expect(first).toContainText("₩8,333");
});

// Screenshots of the By creative view, outside the repository (none in CI: CREATIVE_SHOTS unset).
const SHOTS = process.env.CREATIVE_SHOTS;

test("the Performance tab by creative: the ad's creative named as the ad page names it, its spend, CPI and ROAS", async ({
  browser,
  page,
  seed,
}) => {
  const { organizationId, campaignId } = seed.attribution;
  await signIn(page, seed.attribution);
  await page.goto(`/organizations/${organizationId}/campaigns/${campaignId}`);
  await page.getByRole("navigation", { name: "Campaign sections" }).getByRole("link", { name: "Performance" }).click();
  await page.getByRole("group", { name: "View" }).getByRole("button", { name: "By creative" }).click();
  // all of the range's delivery and installs are the first creative's: 70,000 spent, 15 installs credited to it
  const rows = page.getByTestId("breakdown-rows").locator("tr");
  await expect(rows).toHaveCount(2);
  const creative = rows.first();
  await expect(creative).toContainText("Creative 1 · Image");
  await expect(creative).toContainText("₩70,000");
  await expect(creative.getByTestId("attributed-cpi")).toContainText("₩4,667");
  await expect(creative.getByTestId("roas-d0")).toContainText("20%");
  await expect(page.getByTestId("breakdown-totals").getByTestId("attributed-cpi")).toContainText("₩4,667");
  // by platform: Android's row carries the same
  await page.getByRole("group", { name: "View" }).getByRole("button", { name: "By platform" }).click();
  await expect(page.getByTestId("breakdown-APP_PLATFORM_ANDROID")).toContainText("Android");
  await expect(page.getByTestId("breakdown-APP_PLATFORM_ANDROID").getByTestId("attributed-cpi")).toContainText("₩4,667");

  if (!SHOTS) return;
  for (const locale of ["en", "ko"] as const) {
    for (const width of [1440, 390]) {
      const shot = await signedInPage(browser, seed.attribution, {
        context: { viewport: { width, height: 900 }, locale: "en-US", timezoneId: "Asia/Seoul" },
        language: locale,
      });
      await shot.goto(`/organizations/${organizationId}/campaigns/${campaignId}?tab=performance`);
      await shot
        .getByRole("group")
        .filter({ has: shot.getByRole("button", { name: locale === "en" ? "By creative" : "소재별" }) })
        .getByRole("button", { name: locale === "en" ? "By creative" : "소재별" })
        .click();
      await expect(shot.getByTestId("breakdown-rows")).toBeVisible();
      await shot.screenshot({ path: `${SHOTS}/performance-creative-${locale}-${width}.png`, fullPage: true });
      await shot.context().close();
    }
  }
});
