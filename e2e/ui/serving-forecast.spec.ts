import type { APIRequestContext, Page } from "@playwright/test";
import { bearer, expect, hostedImage, signIn, signUpVerified, test, waitForSnapshots, type Seed } from "@/e2e/fixtures";

const DAY = 86_400_000;
const utcDay = (offset: number) => new Date(Date.now() - offset * DAY).toISOString().slice(0, 10);

/** A regular campaign with one hosted-image ad and no end date, as the console's form sends it. */
const campaignBody = (name: string, startAt: Date) => ({
  name,
  startAt: startAt.toISOString(),
  cur: "CURRENCY_KRW",
  budget: 500_000,
  targeting: { platforms: [], devices: [], tags: [], locations: [], languages: [] },
  btags: [],
  ads: [
    {
      name: "Pace banner",
      categories: ["puzzle"],
      cpm: 3000,
      productType: "AD_PRODUCT_TYPE_INTRINSIC",
      creatives: [{ image: hostedImage(name.replace(/\W/g, "-")) }],
      destinationUrl: "https://play.google.com/store/apps/details?id=com.e2e.pace",
    },
  ],
});

/** Created in the console's session (same origin), approved by the reviewer once its image is stored. */
async function approvedCampaign(page: Page, request: APIRequestContext, seed: Seed, organizationId: string, name: string, startAt: Date) {
  const origin = { Origin: new URL(page.url()).origin };
  const created = await page.request.post(`/api/core/organization/${organizationId}/campaign`, {
    headers: origin,
    data: campaignBody(name, startAt),
  });
  expect(created.status()).toBe(200);
  const campaign = (await created.json()) as { _id: string; ads: { _id: string }[] };
  await waitForSnapshots(page.request, organizationId, campaign._id, origin);
  const approved = await request.post(`/api/core/organization/${organizationId}/campaign/${campaign._id}/status`, {
    headers: bearer(seed.reviewer.apiKey),
    data: { status: "CAMPAIGN_STATUS_ACTIVE" },
  });
  expect(approved.status()).toBe(200);
  return campaign;
}

async function deliver(request: APIRequestContext, seed: Seed, adId: string, date: string, spend: number) {
  const res = await request.post("/api/core/delivery", {
    headers: bearer(seed.reviewer.apiKey),
    data: { rows: [{ adId, date, impressions: spend, clicks: 0, installs: 0, spend }] },
  });
  expect(res.status()).toBe(200);
}

/** The day `at` falls on, as the page writes it: in the browser's zone, or in UTC before the zone cookie is set. */
const dayOf = (at: number) =>
  ["Asia/Seoul", "UTC"].map((timeZone) => new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone }).format(at));

test("a campaign page: a never-served campaign is told what to fix and where; then when it stops at its pace", async ({
  page,
  request,
  seed,
}) => {
  test.setTimeout(120_000);
  const owner = await signUpVerified(request, seed, "forecast", "forecast-password-1");
  await signIn(page, owner);
  const org = owner.organizationId;
  const campaign = await approvedCampaign(page, request, seed, org, `Pace ${Date.now().toString(36)}`, new Date(Date.now() - 7 * DAY));

  // Approved, never served, the new organization's balance 0: top up (a link to where), never "serve again".
  await page.goto(`/organizations/${org}/campaigns/${campaign._id}`);
  const balance = page.getByTestId("serving-panel").locator('[data-reason="INSUFFICIENT_BALANCE"]');
  await expect(balance).toContainText("Top up the balance so the campaign can serve.");
  await expect(balance).not.toContainText("again");
  await expect(balance.getByRole("link", { name: "Top up the balance" })).toHaveAttribute("href", `/organizations/${org}/balance`);
  await expect(page.getByTestId("serving-forecast")).toContainText("It is not serving now, so there is nothing to forecast.");

  // A top-up, and 70,000 charged today (a campaign created today has no earlier days): 10,000 a day over the last
  // 7 days. 430,000 of the budget lasts 43 days, the balance (930,000) 93: the budget is what stops it.
  const charged = await request.post(`/api/core/organization/${org}/balance/charge`, {
    headers: bearer(seed.reviewer.apiKey),
    data: { type: "CHARGE_TYPE_PAID", amount: 1_000_000, description: "E2E top-up" },
  });
  expect(charged.status()).toBe(200);
  await deliver(request, seed, campaign.ads[0]._id, utcDay(0), 70_000);
  await page.reload();
  await expect(page.getByTestId("serving-panel")).toContainText("This campaign is serving");
  const forecast = page.getByTestId("serving-forecast");
  await expect(forecast).toContainText("when the budget is spent, at ₩10,000 a day, the last 7 days' pace.");
  const [seoul, utc] = dayOf(Date.now() + 43 * DAY);
  await expect(forecast).toContainText(new RegExp(`Stops around (${seoul}|${utc})`));

  // A campaign whose start is ahead, yet reported today: the delivery is recorded as not servable and never charged,
  // so the page says only that it has not started.
  const early = await approvedCampaign(page, request, seed, org, `Early ${Date.now().toString(36)}`, new Date(Date.now() + 3 * DAY));
  await deliver(request, seed, early.ads[0]._id, utcDay(0), 5_000);
  await page.goto(`/organizations/${org}/campaigns/${early._id}`);
  const notStarted = page.getByTestId("serving-panel").locator('[data-reason="NOT_STARTED"]');
  await expect(notStarted).toContainText("serves from then on.");
  await expect(notStarted).not.toContainText("charged");
  await expect(page.getByTestId("serving-forecast")).toContainText("It has not started yet");
});
