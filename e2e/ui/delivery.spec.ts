import fs from "node:fs";
import type { APIRequestContext, Browser } from "@playwright/test";
import { bearer, expect, regularCampaignBody, signIn, test, waitForSnapshots, type SeedUser, signedInPage } from "@/e2e/fixtures";

const as = (browser: Browser, user: SeedUser) => signedInPage(browser, user);

const krw = (value: number) =>
  new Intl.NumberFormat("en-US", { style: "currency", currency: "KRW", maximumFractionDigits: 0 }).format(value);
const utcDay = (offset: number) => new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);

async function balanceOf(request: APIRequestContext, user: SeedUser) {
  const res = await request.get(`/api/core/organization/${user.organizationId}/balance-history?limit=1`, { headers: bearer(user.apiKey) });
  return (await res.json()).balance as number;
}

/** Approval, once the campaign's hosted image is stored (read by `read` with `headers`: the owner's key, or the console's session). */
async function approve(
  request: APIRequestContext,
  reviewer: SeedUser,
  organizationId: string,
  campaignId: string,
  read: APIRequestContext = request,
  headers: Record<string, string> = {},
) {
  await waitForSnapshots(read, organizationId, campaignId, headers);
  const approved = await request.post(`/api/core/organization/${organizationId}/campaign/${campaignId}/status`, {
    headers: bearer(reviewer.apiKey),
    data: { status: "CAMPAIGN_STATUS_ACTIVE" },
  });
  expect(approved.status()).toBe(200);
}

/** A campaign created by the owner and approved by the reviewer through the API. */
async function activeCampaign(request: APIRequestContext, owner: SeedUser, reviewer: SeedUser, name: string) {
  const created = await request.post(`/api/core/organization/${owner.organizationId}/campaign`, {
    headers: bearer(owner.apiKey),
    data: regularCampaignBody(name, "night"),
  });
  expect(created.status()).toBe(200);
  const campaign = await created.json();
  await approve(request, reviewer, owner.organizationId, campaign._id, request, bearer(owner.apiKey));
  return campaign as { _id: string; ads: { _id: string }[] };
}

async function deliver(request: APIRequestContext, reviewer: SeedUser, rows: Record<string, unknown>[]) {
  const res = await request.post("/api/core/delivery", { headers: bearer(reviewer.apiKey), data: { rows } });
  expect(res.status()).toBe(200);
  return res.json();
}

test("top up by bank transfer, a reviewer confirms it, delivery arrives: the chart, budget remaining and balance follow", async ({
  browser,
  request,
  seed,
}) => {
  // Two browsers, a top-up, a campaign and three pages: longer than one page's journey.
  test.setTimeout(180_000);
  const before = await balanceOf(request, seed.owner);

  // The advertiser asks for 200,000 KRW and gets the transfer instructions with a reference code.
  const owner = await as(browser, seed.owner);
  // Other journeys of this worker deliver to the same organization this week: the dashboard's week spend grows by
  // this journey's delivery from what it shows now.
  await owner.goto(`/organizations/${seed.owner.organizationId}/dashboard`);
  await expect(owner.getByTestId("dashboard-week-spend")).toContainText("₩");
  const weekText = await owner.getByTestId("dashboard-week-spend").innerText();
  const weekBefore = Number(/₩([\d,]+)/.exec(weekText)?.[1].replace(/,/g, "") ?? 0);
  await owner.goto(`/organizations/${seed.owner.organizationId}/balance`);
  // Too little is refused on the field in a sentence with the number formatted, before anything is sent.
  await owner.getByLabel("Top-up amount (KRW)").fill("500");
  await owner.getByRole("button", { name: "Request top-up" }).click();
  await expect(owner.getByRole("alert").filter({ hasText: "Must be at least 1,000." })).toBeVisible();
  await owner.getByLabel("Top-up amount (KRW)").fill("200000");
  const asked = owner.waitForRequest((r) => r.method() === "POST" && new URL(r.url()).pathname.endsWith("/balance/top-ups"));
  await owner.getByRole("button", { name: "Request top-up" }).click();
  expect((await asked).headers()["idempotency-key"]).toMatch(/^[0-9a-f-]{36}$/);
  const instructions = owner.getByRole("region", { name: "Bank transfer instructions" });
  await expect(instructions).toContainText("₩200,000");
  // The request is made: the field is empty for the next one.
  await expect(owner.getByLabel("Top-up amount (KRW)")).toHaveValue("");
  // This server keeps the built-in account: the advertiser is told to send nothing to it.
  await expect(instructions.getByTestId("demo-bank-account")).toHaveText(/demonstration bank account: do not send any money to it/);
  const reference = (await owner.getByTestId("top-up-reference").textContent())!.trim();
  expect(reference).toMatch(/^TU[A-Z2-9]{8}$/);
  const ownerRow = owner.getByTestId("top-up-row").filter({ hasText: reference });
  await expect(ownerRow).toContainText("Waiting for transfer");
  await expect(ownerRow.getByRole("button", { name: "Confirm transfer" })).toHaveCount(0);

  // A reviewer sees the request in the top-up queue, and confirms it once the transfer with that code arrived.
  const reviewer = await as(browser, seed.reviewer);
  await reviewer.goto(`/organizations/${seed.reviewer.organizationId}/review`);
  await reviewer.getByRole("navigation", { name: "What to review" }).getByRole("link", { name: "Top-ups" }).click();
  const queued = reviewer.getByTestId("top-up-review-row").filter({ hasText: reference });
  await expect(queued).toContainText("E2E Studio");
  await expect(queued).toContainText("₩200,000");
  await expect(reviewer.getByText(/show the demonstration bank account \(Demo Bank 000-000000-00-000\)/)).toBeVisible();
  await queued.getByRole("button", { name: "Confirm transfer" }).click();
  // The amount, the organization and the code to check against the bank statement, before money moves.
  const confirmation = reviewer.getByRole("dialog", { name: "Confirm the transfer of ₩200,000?" });
  await expect(confirmation).toContainText("E2E Studio");
  await expect(confirmation).toContainText(reference);
  await expect(confirmation).toContainText("The balance of E2E Studio grows by ₩200,000 at once");
  await expect(confirmation).toContainText("no real transfer can have arrived");
  await confirmation.getByRole("button", { name: "Confirm ₩200,000" }).click();
  await expect(queued).toHaveCount(0);
  // Confirmed requests show as such to the reviewer on the organization's Balance page too.
  await reviewer.goto(`/organizations/${seed.owner.organizationId}/balance`);
  await expect(reviewer.getByTestId("top-up-row").filter({ hasText: reference })).toContainText("Confirmed");

  await owner.reload();
  await expect(owner.getByTestId("top-up-row").filter({ hasText: reference })).toContainText("Confirmed");
  await expect(owner.getByTestId("current-balance")).toHaveText(krw(before + 200_000));

  // The serving system reports today's delivery of a campaign approved just now (a day before the campaign was
  // created cannot have any), then today's running totals later in the day: only the difference is charged.
  const campaignName = `Night push ${Date.now().toString(36)}`;
  const campaign = await activeCampaign(request, seed.owner, seed.reviewer, campaignName);
  const adId = campaign.ads[0]._id;
  expect(
    await deliver(request, seed.reviewer, [{ adId, date: utcDay(0), impressions: 4000, clicks: 80, installs: 8, spend: 12_000 }]),
  ).toMatchObject({
    changed: 1,
    spendCharged: 12_000,
  });
  expect(
    await deliver(request, seed.reviewer, [{ adId, date: utcDay(0), impressions: 6500, clicks: 130, installs: 10, spend: 19_500 }]),
  ).toMatchObject({ changed: 1, spendReported: 7_500, spendCharged: 7_500 });

  // Its Performance tab charts it, with totals and the ad's row; the budget remaining fell by the spend.
  await owner.goto(`/organizations/${seed.owner.organizationId}/campaigns/${campaign._id}`);
  await owner.getByRole("link", { name: "Performance" }).click();
  await expect(owner.getByTestId("performance-chart")).toBeVisible();
  await expect(owner.getByTestId("performance-chart").locator(".recharts-line")).toHaveCount(3);
  await expect(owner.getByTestId("total-spend")).toHaveText(krw(19_500));
  await expect(owner.getByTestId("total-impressions")).toHaveText("6,500");
  await expect(owner.getByRole("table", { name: "By ad" })).toContainText("Night banner");
  await owner.getByRole("button", { name: "Last 7 days" }).click();
  await expect(owner.getByTestId("total-installs")).toHaveText("10");
  // The report by day and ad as CSV, with the balance export's conventions (BOM, CRLF, plain numbers).
  const [download] = await Promise.all([owner.waitForEvent("download"), owner.getByRole("button", { name: "Export CSV" }).click()]);
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^campaign-report-${campaign._id}-\\d{4}-\\d{2}-\\d{2}-\\d{4}-\\d{2}-\\d{2}\\.csv$`),
  );
  const csv = fs.readFileSync(await download.path());
  expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(csv.toString("utf8").slice(1).trimEnd().split("\r\n")).toEqual([
    "Date,Ad,Ad ID,Impressions,Clicks,Installs,Spend,CTR,eCPM,CPI",
    `${utcDay(0)},Night banner,${adId},6500,130,10,19500,0.02,3000,1950`,
  ]);
  await owner.getByRole("link", { name: "Overview" }).click();
  await expect(owner.getByText(krw(480_500))).toBeVisible();

  // The balance paid for it, and the dashboard says so.
  await owner.goto(`/organizations/${seed.owner.organizationId}/balance`);
  await expect(owner.getByTestId("current-balance")).toHaveText(krw(before + 200_000 - 19_500));
  expect(await balanceOf(request, seed.owner)).toBe(before + 200_000 - 19_500);
  // Its history rows are words: the campaign is a link (not its id), the transfer names its reference code.
  const historyRows = owner.getByTestId("history-rows");
  await expect(historyRows.getByRole("link", { name: campaignName }).first()).toHaveAttribute(
    "href",
    new RegExp(`/campaigns/${campaign._id}$`),
  );
  await expect(historyRows).not.toContainText(campaign._id);
  await expect(historyRows.getByText(`Bank transfer, reference code ${reference}`)).toBeVisible();
  await owner.goto(`/organizations/${seed.owner.organizationId}`);
  await expect(owner).toHaveURL(/\/dashboard$/);
  await expect(owner.getByTestId("dashboard-balance")).toContainText(krw(before + 200_000 - 19_500));
  await expect(owner.getByTestId("dashboard-week-spend")).toContainText(krw(weekBefore + 19_500));
});

test("the dashboard warns when the balance covers fewer than 3 days of spend, and lists the campaign once it is empty", async ({
  page,
  request,
  seed,
}) => {
  test.setTimeout(120_000);
  // A fresh organization of the owner's, so its balance and spend are this test's alone; the console's own session
  // speaks for it (an owner's key works only in the organization it was issued in).
  await signIn(page, seed.owner);
  const origin = new URL(page.url()).origin;
  const created = await page.request.post("/api/core/organizations", {
    headers: { origin },
    data: { name: `Runway ${Date.now().toString(36)}` },
  });
  expect(created.status()).toBe(200);
  const organizationId = (await created.json())._id as string;
  const charge = await request.post(`/api/core/organization/${organizationId}/balance/charge`, {
    headers: bearer(seed.reviewer.apiKey),
    data: { type: "CHARGE_TYPE_PAID", amount: 100_000, description: "Opening deposit" },
  });
  expect(charge.status()).toBe(200);
  const campaignRes = await page.request.post(`/api/core/organization/${organizationId}/campaign`, {
    headers: { origin },
    data: regularCampaignBody("Runway check", "night"),
  });
  expect(campaignRes.status()).toBe(200);
  const campaign = (await campaignRes.json()) as { _id: string; ads: { _id: string }[] };
  await approve(request, seed.reviewer, organizationId, campaign._id, page.request, { origin });
  const adId = campaign.ads[0]._id;
  const dashboard = `/organizations/${organizationId}/dashboard`;

  // 60,000 spent today: 40,000 left at 8,571 a day (the week's average) is 4.7 days, no warning.
  await deliver(request, seed.reviewer, [{ adId, date: utcDay(0), impressions: 20_000, clicks: 200, installs: 10, spend: 60_000 }]);
  await page.goto(dashboard);
  await expect(page.getByTestId("dashboard-balance")).toContainText(krw(40_000));
  await expect(page.getByTestId("dashboard-week-spend")).toContainText(krw(60_000));
  await expect(page.getByText("Every campaign that should be serving is.")).toBeVisible();
  await expect(page.getByTestId("low-balance")).toHaveCount(0);

  // Today's running total grows by 25,000: 15,000 left at 12,143 a day is 1.2 days, the warning shows with a way to top up.
  await deliver(request, seed.reviewer, [{ adId, date: utcDay(0), impressions: 28_000, clicks: 280, installs: 14, spend: 85_000 }]);
  await page.reload();
  await expect(page.getByTestId("dashboard-balance")).toContainText(krw(15_000));
  await expect(page.getByTestId("low-balance")).toContainText("about 1.2 days of spend");
  await expect(page.getByTestId("dashboard-balance")).toContainText("About 1.2 days of spend");
  await expect(page.getByTestId("low-balance").getByRole("link", { name: "Top up" })).toHaveAttribute(
    "href",
    `/organizations/${organizationId}/balance`,
  );

  // Reported spend beyond the balance is not charged: the balance stops at 0 and the campaign is listed as held back.
  const drained = await deliver(request, seed.reviewer, [
    { adId, date: utcDay(0), impressions: 36_000, clicks: 360, installs: 18, spend: 110_000 },
  ]);
  expect(drained).toMatchObject({ spendReported: 25_000, spendCharged: 15_000 });
  await page.reload();
  await expect(page.getByTestId("dashboard-balance")).toContainText(krw(0));
  const held = page.getByTestId("not-serving").filter({ hasText: "Runway check" });
  await expect(held.locator('[data-reason="INSUFFICIENT_BALANCE"]')).toHaveText("Balance empty");
});
