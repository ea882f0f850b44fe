import fs from "node:fs";
import { bearer, expect, signIn, test } from "@/e2e/fixtures";

const STORE = "https://apps.apple.com/kr/app/e2e-skan/id525463029";
const SHOTS = process.env.SKAN_SHOTS_DIR;

test("an iOS campaign shows its SKAN identifier (en, ko); Apple's paths refuse an unsigned or tampered postback", async ({
  browser,
  request,
  seed,
  baseURL,
}) => {
  const owner = bearer(seed.owner.apiKey);
  const org = `/api/core/organization/${seed.owner.organizationId}`;
  const app = await (
    await request.post(`${org}/apps`, { headers: owner, data: { name: "SKAN Puzzle", platformSettings: { ios: { storeUrl: STORE } } } })
  ).json();
  const created = await request.post(`${org}/campaign`, {
    headers: owner,
    data: {
      name: `iOS launch ${Date.now().toString(36)}`,
      startAt: new Date(Date.now() + 86_400_000).toISOString(),
      endAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      cur: "CURRENCY_KRW",
      budget: 1_000_000,
      targeting: { platforms: ["APP_PLATFORM_IOS"], devices: [], tags: [], locations: ["KR"], languages: [] },
      btags: [],
      ads: [
        {
          name: "Launch ad",
          categories: ["puzzle"],
          cpm: 3000,
          productType: "AD_PRODUCT_TYPE_INTRINSIC",
          creatives: [{ image: { url: "https://cdn.example.com/ads/a.png", width: 1200, height: 628, mime: "image/png" } }],
          destinationUrl: STORE,
          promotedAppId: app._id,
        },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const campaign = await created.json();
  expect(campaign.skanId).toBeGreaterThanOrEqual(1);

  for (const locale of ["en", "ko"] as const) {
    const context = await browser.newContext();
    const page = await context.newPage();
    // signed in on the English form, then the page in its language
    await signIn(page, seed.owner);
    await context.addCookies([{ name: "NEXT_LOCALE", value: locale, url: baseURL! }]);
    await page.goto(`/organizations/${seed.owner.organizationId}/campaigns/${campaign._id}`);
    const title = locale === "en" ? "iOS attribution (SKAdNetwork)" : "iOS 어트리뷰션(SKAdNetwork)";
    const label = locale === "en" ? "SKAN identifier" : "SKAN 식별자";
    await expect(page.getByRole("heading", { name: title })).toBeVisible();
    const value = page.locator("dt", { hasText: label }).locator("xpath=following-sibling::dd[1]");
    await expect(value).toHaveText(String(campaign.skanId));
    if (SHOTS) {
      fs.mkdirSync(SHOTS, { recursive: true });
      for (const width of [1440, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await page.getByRole("heading", { name: title }).scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${SHOTS}/campaign-skan-${locale}-${width}.png`, fullPage: true });
      }
    }
    await context.close();
  }

  // Apple's paths: a postback without a signature is 400, one signed by no configured key 403; neither is stored.
  const unsigned = await request.post("/.well-known/skadnetwork/report-attribution", {
    data: {
      version: "4.0",
      "ad-network-id": "x.skadnetwork",
      "source-identifier": "42",
      "app-id": 1,
      "transaction-id": "t",
      redownload: false,
      "fidelity-type": 1,
      "did-win": true,
      "postback-sequence-index": 0,
    },
  });
  expect(unsigned.status()).toBe(400);
  const forged = await request.post("/.well-known/appattribution/report-attribution/", {
    data: { "jws-string": "eyJhbGciOiJFUzI1NiJ9.eyJhIjoxfQ.AAAA" },
    maxRedirects: 0,
  });
  // With its trailing slash, as Apple posts it: answered by the route itself or redirected there keeping the method.
  expect([403, 308]).toContain(forged.status());
  console.log(`trailing-slash POST answered ${forged.status()} ${forged.headers()["location"] ?? ""}`);
});
