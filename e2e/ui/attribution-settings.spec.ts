import fs from "node:fs";
import type { Page } from "@playwright/test";
import { bearer, expect, regularCampaignBody, signIn, test } from "@/e2e/fixtures";

// The Attribution tab of an app: AppsFlyer set up on Android, a postback token made (shown once, with the URL to
// paste), and the tracking link on the ad page, copied with its button. The e2e server sets the network's AppsFlyer
// id (ATTRIBUTION_NETWORK_ID_APPSFLYER); ATTR_SHOTS=<dir> also saves the tab at 1440 and 390 px in English and Korean.

const STORE = "https://play.google.com/store/apps/details?id=com.e2e.attr";

async function shoot(page: Page, url: string, name: string) {
  const dir = process.env.ATTR_SHOTS;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  for (const locale of ["en", "ko"] as const) {
    await page.context().addCookies([{ name: "NEXT_LOCALE", value: locale, url: page.url() }]);
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(url);
      await page.waitForLoadState("networkidle");
      await page.screenshot({ path: `${dir}/${name}-${locale}-${width}.png`, fullPage: true });
    }
  }
  await page.context().addCookies([{ name: "NEXT_LOCALE", value: "en", url: page.url() }]);
}

test("set AppsFlyer up on an app, make a postback token, see and copy the tracking link on the ad page", async ({
  browser,
  request,
  seed,
}) => {
  // Screenshots (ATTR_SHOTS) load each page four more times.
  test.setTimeout(process.env.ATTR_SHOTS ? 300_000 : 60_000);
  const owner = seed.owner;
  const base = `/api/core/organization/${owner.organizationId}`;
  const suffix = Date.now().toString(36);
  const appRes = await request.post(`${base}/apps`, {
    headers: bearer(owner.apiKey),
    data: {
      name: `Attribution Quest ${suffix}`,
      platform: ["APP_PLATFORM_ANDROID", "APP_PLATFORM_IOS"],
      platformSettings: { android: { storeUrl: STORE }, ios: { storeUrl: "https://apps.apple.com/kr/app/attr-quest/id123456789" } },
    },
  });
  expect(appRes.ok(), await appRes.text()).toBe(true);
  const app = (await appRes.json()) as { _id: string };
  const body = regularCampaignBody(`Attribution push ${suffix}`, `attr${suffix}`);
  body.ads[0] = { ...body.ads[0], promotedAppId: app._id } as (typeof body.ads)[number];
  const campaignRes = await request.post(`${base}/campaign`, { headers: bearer(owner.apiKey), data: body });
  expect(campaignRes.ok(), await campaignRes.text()).toBe(true);
  const campaign = (await campaignRes.json()) as { _id: string; ads: { _id: string; creatives: { _id: string }[] }[] };

  const context = await browser.newContext();
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const page = await context.newPage();
  await signIn(page, owner);
  await page.goto(`/organizations/${owner.organizationId}/apps/${app._id}`);
  await page.getByRole("link", { name: "Attribution" }).click();
  await expect(page).toHaveURL(/\?tab=attribution$/);

  // The route's own checks, on the field: an iOS-style id is not an Android package name.
  const android = page.getByTestId("attribution-form-APP_PLATFORM_ANDROID");
  await expect(android.getByLabel("Attribution partner")).toHaveValue("APPSFLYER");
  await android.getByLabel("App ID in AppsFlyer").fill("id123456789");
  await android.getByRole("button", { name: "Save" }).click();
  await expect(android.getByText("package name", { exact: false }).first()).toBeVisible();
  await android.getByLabel("App ID in AppsFlyer").fill("com.e2e.attr");
  await android.getByLabel("Conversion events").fill("af_complete_registration, af_purchase");
  await android.getByLabel("Revenue events").fill("af_purchase");
  await android.getByRole("button", { name: "Save" }).click();
  await expect(android.getByText("Attribution setting saved.")).toBeVisible();
  await expect(page.getByText("Set up with AppsFlyer")).toBeVisible();
  await expect(page.getByTestId("link-template-APP_PLATFORM_ANDROID")).toContainText(
    "https://app.appsflyer.com/com.e2e.attr?pid=NETWORK_ID&c=CAMPAIGN_NAME",
  );

  // A token: shown once, with the postback URL to paste.
  await page.getByRole("button", { name: "Make a token" }).click();
  const dialog = page.getByRole("dialog", { name: "Your postback token" });
  const token = await dialog.getByTestId("postback-token").inputValue();
  expect(token).toMatch(/^opt_[0-9A-Za-z]{40}$/);
  await expect(dialog.getByTestId("postback-url-APP_PLATFORM_ANDROID")).toHaveValue(
    new RegExp(`/api/core/postbacks/appsflyer/${token}\\?clickid=\\(clickid\\)&`),
  );
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(page.getByTestId(`postback-token-${token.slice(0, 10)}`)).toContainText("Active");
  await expect(page.getByText(token)).toHaveCount(0);
  await shoot(page, `/organizations/${owner.organizationId}/apps/${app._id}?tab=attribution`, "attribution-tab");

  // The ad page: the ad's tracking link in AppsFlyer's format, copied with its button.
  const ad = campaign.ads[0];
  await page.goto(`/organizations/${owner.organizationId}/campaigns/${campaign._id}`);
  const links = page.getByTestId(`tracking-links-${ad._id}`);
  const link = links.getByTestId("tracking-link");
  await expect(link).toContainText(`https://app.appsflyer.com/com.e2e.attr?pid=`);
  await expect(link).toContainText(`&af_c_id=${campaign._id}&`);
  await expect(link).toContainText(`&af_ad_id=${ad.creatives[0]._id}&`);
  await expect(link).toContainText("&clickid={click_id}&");
  const url = (await link.textContent())!;
  await links.getByRole("button", { name: "Copy tracking link" }).click();
  await expect(links.getByRole("button", { name: "Copied" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  await shoot(page, `/organizations/${owner.organizationId}/campaigns/${campaign._id}`, "ad-page");
  await context.close();
});
