import type { APIRequestContext, Page } from "@playwright/test";
import { bearer, expect, hostedImage, signIn, signUpVerified, test, waitForSnapshots, type Seed } from "@/e2e/fixtures";

const STORE = "https://play.google.com/store/apps/details?id=com.e2e.list";

/** A campaign made in the console's session, approved by the reviewer once its hosted image is stored. */
async function approvedCampaign(page: Page, request: APIRequestContext, seed: Seed, organizationId: string, name: string) {
  const origin = { Origin: new URL(page.url()).origin };
  const created = await page.request.post(`/api/core/organization/${organizationId}/campaign`, {
    headers: origin,
    data: {
      name,
      startAt: new Date(Date.now() - 86_400_000).toISOString(),
      cur: "CURRENCY_KRW",
      budget: 1_000_000,
      targeting: { platforms: [], devices: [], tags: [], locations: [], languages: [] },
      btags: [],
      ads: [
        {
          name: `${name} ad`,
          categories: ["puzzle"],
          cpm: 3000,
          productType: "AD_PRODUCT_TYPE_INTRINSIC",
          creatives: [{ image: hostedImage(name.replace(/\W/g, "-")) }],
          destinationUrl: STORE,
        },
      ],
    },
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

test("the campaign list shows each campaign's spend, impressions, installs, CTR and CPI for a range, sorted by any of them", async ({
  browser,
  page,
  request,
  seed,
}) => {
  test.setTimeout(150_000);
  const owner = await signUpVerified(request, seed, "campaignlist", "campaign-list-password-1");
  await signIn(page, owner);
  const org = owner.organizationId;
  const suffix = Date.now().toString(36);
  const names = { alpha: `Alpha ${suffix}`, bravo: `Bravo ${suffix}`, charlie: `Charlie ${suffix}` };
  const alpha = await approvedCampaign(page, request, seed, org, names.alpha);
  const bravo = await approvedCampaign(page, request, seed, org, names.bravo);
  const charlie = await approvedCampaign(page, request, seed, org, names.charlie);
  const reviewer = bearer(seed.reviewer.apiKey);
  const charged = await request.post(`/api/core/organization/${org}/balance/charge`, {
    headers: reviewer,
    data: { type: "CHARGE_TYPE_PAID", amount: 1_000_000, description: "Campaign list deposit" },
  });
  expect(charged.status()).toBe(200);
  const today = new Date().toISOString().slice(0, 10);
  const row = (campaign: { ads: { _id: string }[] }, impressions: number, clicks: number, installs: number, spend: number) => ({
    adId: campaign.ads[0]._id,
    date: today,
    impressions,
    clicks,
    installs,
    spend,
  });
  const delivered = await request.post("/api/core/delivery", {
    headers: reviewer,
    data: {
      rows: [
        // CTR 2 %, CPI 3,000; CTR 1 %, no installs; CTR 0.5 %, CPI 800.
        row(alpha, 10_000, 200, 10, 30_000),
        row(bravo, 4000, 40, 0, 12_000),
        row(charlie, 20_000, 100, 25, 20_000),
      ],
    },
  });
  expect(delivered.status()).toBe(200);

  await page.goto(`/organizations/${org}/campaigns`);
  const rows = page.getByTestId(/^campaign-[0-9a-f]{24}$/);
  const order = (...expected: string[]) => expect(rows.getByRole("link")).toHaveText(expected);
  // Newest first until a column is picked; the last 30 UTC days by default.
  await order(names.charlie, names.bravo, names.alpha);
  await expect(page.getByRole("button", { name: "Last 30 days" })).toHaveAttribute("aria-pressed", "true");
  const figures = (id: string) => page.getByTestId(`campaign-${id}`);
  // The value (a phone's card also writes the column's name in the cell, hidden from 640 px up).
  const cell = (id: string, metric: string) => figures(id).locator(`td[data-metric=${metric}] > div`);
  await expect(cell(alpha._id, "spend")).toHaveText("₩30,000");
  await expect(cell(alpha._id, "impressions")).toHaveText("10,000");
  await expect(cell(alpha._id, "installs")).toHaveText("10");
  await expect(cell(alpha._id, "ctr")).toHaveText("2%");
  await expect(cell(alpha._id, "cpi")).toHaveText("₩3,000");
  // No installs: no cost per install, said as a dash, not ₩0.
  await expect(cell(bravo._id, "cpi")).toHaveText("–");
  await expect(cell(charlie._id, "ctr")).toHaveText("0.5%");

  // A column's header orders the list by it: largest first, then smallest first; the URL keeps the order.
  // exact: "CPI" is also part of "CPI (attributed)", the attribution partner's column beside it
  const header = (name: string) => page.getByRole("columnheader", { name, exact: true });
  await header("Spend").getByRole("button").click();
  await order(names.alpha, names.charlie, names.bravo);
  await expect(header("Spend")).toHaveAttribute("aria-sort", "descending");
  await expect(page).toHaveURL(/[?&]sort=spend/);
  await header("Spend").getByRole("button").click();
  await order(names.bravo, names.charlie, names.alpha);
  await expect(header("Spend")).toHaveAttribute("aria-sort", "ascending");
  await header("CTR").getByRole("button").click();
  await order(names.alpha, names.bravo, names.charlie);
  await expect(header("Spend")).not.toHaveAttribute("aria-sort", /./);
  // A rate with nothing to divide by comes last.
  await header("CPI").getByRole("button").click();
  await order(names.alpha, names.charlie, names.bravo);
  await page.reload();
  await order(names.alpha, names.charlie, names.bravo);
  await expect(header("CPI")).toHaveAttribute("aria-sort", "descending");

  // Another range: the same delivery (today's), the range said in UTC days.
  await page.getByRole("button", { name: "Last 7 days" }).click();
  const from = new Date(Date.now() - 6 * 86_400_000).toISOString().slice(0, 10);
  await expect(page.getByTestId("campaigns-range")).toHaveText(`${from} to ${today} (UTC days)`);
  await expect(page).toHaveURL(/[?&]range=last7/);
  await expect(cell(alpha._id, "spend")).toHaveText("₩30,000");
  await order(names.alpha, names.charlie, names.bravo);

  // On a phone each row is a card and the headers are hidden: the order is chosen from a list.
  const phone = await (
    await browser.newContext({ viewport: { width: 390, height: 844 }, storageState: await page.context().storageState() })
  ).newPage();
  await phone.goto(`/organizations/${org}/campaigns`);
  await phone.getByLabel("Sort by").selectOption({ label: "Installs, highest first" });
  await expect(phone.getByTestId(/^campaign-[0-9a-f]{24}$/).getByRole("link")).toHaveText([names.charlie, names.alpha, names.bravo]);
  await expect(phone.getByTestId(`campaign-${charlie._id}`)).toContainText("Installs");
  await phone.context().close();
});
