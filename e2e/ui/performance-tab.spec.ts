import { activeCampaign, bearer, expect, signIn, test } from "@/e2e/fixtures";

const utcDay = (offset: number) => new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);

test("the Performance tab by its URL: a range of one's own compared with the period before, kept on reload and by the back button", async ({
  page,
  request,
  seed,
}) => {
  test.setTimeout(120_000);
  const campaign = await activeCampaign(request, seed.owner, seed.reviewer, `Dusk push ${Date.now().toString(36)}`, "dusk");
  const adId = campaign.ads[0]._id;
  // A campaign made today has delivery from today on, and the serving system may report tomorrow (UTC) already:
  // tomorrow is the range, today the period before it.
  const [today, tomorrow] = [utcDay(0), utcDay(-1)];
  const delivered = await request.post("/api/core/delivery", {
    headers: bearer(seed.reviewer.apiKey),
    data: {
      rows: [
        { adId, date: today, impressions: 4000, clicks: 80, installs: 8, spend: 1200 },
        { adId, date: tomorrow, impressions: 5000, clicks: 60, installs: 8, spend: 1500 },
      ],
    },
  });
  expect(delivered.status()).toBe(200);

  await signIn(page, seed.owner);
  const base = `/organizations/${seed.owner.organizationId}/campaigns/${campaign._id}`;
  await page.goto(`${base}?tab=performance`);
  const tabs = page.getByRole("navigation", { name: "Campaign sections" });
  await expect(tabs.getByRole("link", { name: "Performance" })).toHaveAttribute("aria-current", "page");
  // Links, so a middle click opens the tab on its own.
  await expect(tabs.getByRole("link", { name: "Performance" })).toHaveAttribute("href", `${base}?tab=performance`);
  await expect(tabs.getByRole("link", { name: "Overview" })).toHaveAttribute("href", base);
  // The last 30 days end today, in the organization's days (Seoul's): tomorrow's delivery is not in them yet, unless
  // Seoul's today is already UTC's tomorrow (from 15:00 UTC), when both rows are.
  const seoulToday = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Seoul" }).format(new Date());
  await expect(page.getByTestId("total-impressions")).toHaveText(seoulToday === tomorrow ? "9,000" : "4,000");

  // Every plotted series has a visible axis with its name and unit.
  const chart = page.getByTestId("performance-chart");
  await expect(chart.getByText("Impressions", { exact: true }).first()).toBeVisible();
  await expect(chart.getByText("Spend (₩)")).toBeVisible();
  await expect(chart.getByText("Clicks and installs")).toBeVisible();

  // A range of one's own starts from the days shown; a wrong one is said in words and asks nothing.
  const range = page.getByRole("group", { name: "Date range" });
  await range.getByRole("button", { name: "Custom" }).click();
  await expect(range.getByRole("button", { name: "Custom" })).toHaveAttribute("aria-pressed", "true");
  // The last day shown is Seoul's today: the day after it comes after it.
  const afterSeoulToday = new Date(Date.parse(`${seoulToday}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel("From", { exact: true }).fill(afterSeoulToday);
  await expect(page.getByRole("alert").filter({ hasText: "The first day must not be after the last day." })).toBeVisible();
  await page.getByLabel("To", { exact: true }).fill("2099-01-01");
  await expect(page.getByRole("alert").filter({ hasText: "A range may span at most 366 days." })).toBeVisible();
  await page.getByLabel("From", { exact: true }).fill(tomorrow);
  await page.getByLabel("To", { exact: true }).fill(tomorrow);
  await expect(page.getByRole("alert").filter({ hasText: /first day|366 days/ })).toHaveCount(0);
  await expect(page.getByTestId("performance-range")).toHaveText(`${tomorrow} to ${tomorrow}`);
  await expect(page.getByTestId("total-impressions")).toHaveText("5,000");

  // Compared with the day before: the previous figures, the change in words, and dashed lines for that day.
  await page.getByRole("switch", { name: "Compare with previous period" }).click();
  await expect(page.getByTestId("previous-range")).toHaveText(`Previous period: ${today} to ${today}`);
  await expect(page.getByTestId("previous-impressions")).toHaveText("Previous: 4,000");
  await expect(page.getByTestId("change-impressions")).toHaveText("▲ +25% vs previous period");
  await expect(page.getByTestId("change-clicks")).toHaveText("▼ -25% vs previous period");
  await expect(page.getByTestId("change-installs")).toHaveText("0% vs previous period");
  await expect(chart.locator(".recharts-line")).toHaveCount(7);
  await expect(page).toHaveURL(new RegExp(`\\?tab=performance&from=${tomorrow}&to=${tomorrow}&compare=1$`));

  // A reload shows the same tab, range and comparison.
  await page.reload();
  await expect(tabs.getByRole("link", { name: "Performance" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("group", { name: "Date range" }).getByRole("button", { name: "Custom" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(page.getByLabel("From", { exact: true })).toHaveValue(tomorrow);
  await expect(page.getByRole("switch", { name: "Compare with previous period" })).toHaveAttribute("aria-checked", "true");
  await expect(page.getByTestId("change-impressions")).toHaveText("▲ +25% vs previous period");

  // Overview, then back: the Performance tab as it was.
  await tabs.getByRole("link", { name: "Overview" }).click();
  await expect(page).toHaveURL(new RegExp(`${base}$`));
  await expect(page.getByTestId("total-impressions")).toHaveCount(0);
  await page.goBack();
  await expect(page.getByTestId("performance-range")).toHaveText(`${tomorrow} to ${tomorrow}`);
  await expect(page.getByTestId("change-impressions")).toHaveText("▲ +25% vs previous period");
});
