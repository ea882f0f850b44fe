import fs from "node:fs";
import { activeCampaign, bearer, expect, signIn, test } from "@/e2e/fixtures";

const utcDay = (offset: number) => new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);

test("schedule a weekly report e-mail from the Performance tab, then export a long range and download it when ready", async ({
  page,
  request,
  seed,
}) => {
  test.setTimeout(120_000);
  const campaign = await activeCampaign(request, seed.owner, seed.reviewer, `Dawn push ${Date.now().toString(36)}`, "dawn");
  const adId = campaign.ads[0]._id;
  const delivered = await request.post("/api/core/delivery", {
    headers: bearer(seed.reviewer.apiKey),
    data: { rows: [{ adId, date: utcDay(0), impressions: 3000, clicks: 60, installs: 3, spend: 9000 }] },
  });
  expect(delivered.status()).toBe(200);

  await signIn(page, seed.owner);
  await page.goto(`/organizations/${seed.owner.organizationId}/campaigns/${campaign._id}`);
  await page.getByRole("link", { name: "Performance" }).click();

  // A weekly e-mail to the owner, by day and ad: it appears in the dialog's list with its next Monday.
  await page.getByRole("button", { name: "Schedule e-mail" }).click();
  const schedule = page.getByRole("dialog", { name: "Schedule a report e-mail" });
  await expect(schedule).toContainText("Asia/Seoul (UTC+9)");
  await schedule.getByRole("button", { name: "Schedule", exact: true }).click();
  await expect(schedule.getByText("Choose at least one recipient.")).toBeVisible();
  await schedule.getByRole("checkbox", { name: new RegExp(seed.owner.email) }).check();
  await expect(schedule.getByLabel("Frequency")).toHaveValue("WEEKLY");
  await schedule.getByRole("button", { name: "Schedule", exact: true }).click();
  await expect(schedule.getByTestId("report-schedules")).toContainText(/Weekly to 1 member, next on Mon, /);
  const listed = await request.get(`/api/core/organization/${seed.owner.organizationId}/report-schedules`, {
    headers: bearer(seed.owner.apiKey),
  });
  const mine = ((await listed.json()).items as { campaignId: string; recipientIds: string[]; breakdown: string }[]).filter(
    (item) => item.campaignId === campaign._id,
  );
  expect(mine).toEqual([expect.objectContaining({ recipientIds: [seed.owner.userId], breakdown: "AD" })]);
  await schedule.getByRole("button", { name: "Close" }).click();

  // An export of the last 365 days: queued, built by the worker, then a link to the CSV.
  await page.getByRole("button", { name: "Export long range" }).click();
  const exporting = page.getByRole("dialog", { name: "Export a long range" });
  await expect(exporting.getByLabel("To")).toHaveValue(utcDay(0));
  await exporting.getByRole("button", { name: "Export", exact: true }).click();
  const row = exporting.getByTestId("report-exports").getByRole("listitem").first();
  await expect(row).toContainText(`${utcDay(364)} to ${utcDay(0)}`);
  await expect(row).toContainText("Ready");
  await expect(row).toContainText("1 row");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    row.getByRole("link", { name: `Download the export of ${utcDay(364)} to ${utcDay(0)}` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`report-${utcDay(364)}-${utcDay(0)}.csv`);
  const csv = fs.readFileSync(await download.path());
  expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  // The same numbers as the report route's for that range (spend is what the balance covered).
  const report = await request.get(`/api/core/organization/${seed.owner.organizationId}/campaign/${campaign._id}/report`, {
    headers: bearer(seed.owner.apiKey),
    params: { from: utcDay(364), to: utcDay(0), granularity: "DAY", breakdown: "AD" },
  });
  const [day] = (await report.json()).rows as { spend: number; ctr: number; ecpm: number | null; cpi: number | null }[];
  expect(csv.toString("utf8").slice(1).trimEnd().split("\r\n")).toEqual([
    "Date,Ad,Ad ID,Impressions,Clicks,Installs,Spend,CTR,eCPM,CPI",
    `${utcDay(0)},Dawn banner,${adId},3000,60,3,${day.spend},0.02,${day.ecpm ?? ""},${day.cpi ?? ""}`,
  ]);
});

test("the dashboard exports the whole organization: its campaigns added up, one row per day", async ({ page, request, seed }) => {
  test.setTimeout(120_000);
  await signIn(page, seed.owner);
  await page.goto(`/organizations/${seed.owner.organizationId}/dashboard`);
  await page.getByRole("button", { name: "Export long range" }).click();
  const exporting = page.getByRole("dialog", { name: "Export a long range" });
  await exporting.getByLabel("Campaigns").selectOption({ label: "Whole organization, added up" });
  // The whole organization's table has no ads or creatives: "One row per day and ad" (and "… and creative") is no
  // longer offered; platforms are.
  await expect(exporting.getByLabel("Rows").locator("option")).toHaveText([
    "One row per day and country",
    "One row per day and platform",
    "One row per day, ads added up",
  ]);
  await exporting.getByLabel("Rows").selectOption("NONE");
  await exporting.getByRole("button", { name: "Export", exact: true }).click();
  const row = exporting.getByTestId("report-exports").getByRole("listitem").first();
  await expect(row).toContainText("Whole organization");
  await expect(row).toContainText("Ready");
  const [download] = await Promise.all([page.waitForEvent("download"), row.getByRole("link", { name: /Download the export/ }).click()]);
  const lines = fs
    .readFileSync(await download.path(), "utf8")
    .slice(1)
    .trimEnd()
    .split("\r\n");
  // The same rows as the organization's report with perCampaign=false over that range.
  const report = await request.get(`/api/core/organization/${seed.owner.organizationId}/report`, {
    headers: bearer(seed.owner.apiKey),
    params: { from: utcDay(364), to: utcDay(0), granularity: "DAY", breakdown: "NONE", perCampaign: "false" },
  });
  const rows = (await report.json()).rows as { date: string; impressions: number; clicks: number; installs: number; spend: number }[];
  // Delivery's columns first; the attribution partner's (installs, revenue, CPI, ROAS) follow once the organization
  // has received postbacks (another journey's, on the shared fixture organization).
  expect(lines[0]).toMatch(/^Date,Impressions,Clicks,Installs,Spend,CTR,eCPM,CPI(,Attributed installs,.*ROAS D7.*)?$/);
  expect(lines.slice(1).map((line) => line.split(",").slice(0, 5).join(","))).toEqual(
    rows.map((r) => [r.date, r.impressions, r.clicks, r.installs, r.spend].join(",")),
  );
});
