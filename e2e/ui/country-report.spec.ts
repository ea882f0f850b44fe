import fs from "node:fs";
import { expect, signIn, test } from "@/e2e/fixtures";

// The report organization's campaign: yesterday (UTC) by hour and country for one ad, by day only for the other
// (scripts/e2e-seed-reports.ts), in an organization whose days are Seoul's.
test("a campaign's Performance tab by country: the table in the organization's days, sorting, and the CSV of the table", async ({
  page,
  seed,
}) => {
  const { organizationId, campaignId } = seed.reports;
  await signIn(page, seed.reports);
  await page.goto(`/organizations/${organizationId}/campaigns/${campaignId}`);
  await page.getByRole("navigation", { name: "Campaign sections" }).getByRole("link", { name: "Performance" }).click();
  await page.getByRole("group", { name: "View" }).getByRole("button", { name: "By country" }).click();

  const rows = page.getByTestId("country-rows").locator("tr[data-country]");
  // by spend, largest first; delivery reported without a country is "Unknown"
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText("South Korea");
  await expect(rows.nth(0)).toContainText("₩36,000");
  await expect(rows.nth(1)).toContainText("Japan");
  await expect(rows.nth(2)).toContainText("Unknown");
  await expect(page.getByTestId("country-totals")).toContainText("₩59,000");
  await expect(page.getByTestId("country-totals")).toContainText("18,000");
  await expect(page.getByTestId("report-days")).toHaveText(
    "Days and hours are in Asia/Seoul; delivery reported without an hour is counted in UTC days.",
  );
  await expect(page.getByTestId("country-bars")).toContainText("South Korea");

  // Installs, smallest first: Unknown (0), Japan (5), South Korea (24)
  const installs = page.getByRole("columnheader", { name: "Installs" });
  await installs.getByRole("button").click();
  await expect(installs).toHaveAttribute("aria-sort", "descending");
  await installs.getByRole("button").click();
  await expect(installs).toHaveAttribute("aria-sort", "ascending");
  await expect(rows.nth(0)).toContainText("Unknown");
  await expect(rows.nth(2)).toContainText("South Korea");

  // The CSV holds exactly the table: its rows in its order, then the totals.
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download CSV" }).click();
  const csv = fs.readFileSync((await (await download).path())!, "utf8");
  const lines = csv
    .replace(/^\uFEFF/, "")
    .trimEnd()
    .split("\r\n");
  expect(lines[0]).toBe("Country,Country code,Impressions,Clicks,Installs,Spend,CTR,eCPM,CPI");
  expect(lines.slice(1).map((line) => line.split(",")[0])).toEqual(["Unknown", "Japan", "South Korea", "Total"]);
  expect(lines[2]).toBe("Japan,JP,5000,50,5,20000,0.01,4000,4000");
  expect(lines[4]).toBe("Total,,18000,300,29,59000,0.016667,3277.78,2034.48");

  // The hourly view: noon in Seoul
  await page.getByRole("group", { name: "View" }).getByRole("button", { name: "By hour" }).click();
  await expect(page.getByRole("region", { name: "By hour" })).toContainText("12:00");

  // The organization's reports: the same table, campaigns added together
  await page.getByRole("link", { name: "Reports" }).first().click();
  await expect(page.getByRole("heading", { name: "Reports", level: 1 })).toBeVisible();
  await expect(page.getByTestId("country-totals")).toContainText("₩59,000");
});
