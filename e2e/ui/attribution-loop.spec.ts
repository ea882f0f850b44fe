import { bearer, expect, regularCampaignBody, signIn, test, waitForSnapshots } from "@/e2e/fixtures";

// Spend → installs → revenue → ROAS, end to end: AppsFlyer set up on an app in the console, the tracking link copied
// from the ad page, then this test acts as the ad server (a click on the link, with its click id; the delivery it
// spent) and as AppsFlyer (the install and purchase postbacks, sent over HTTP to the postback URL the console gave,
// its macros filled as AppsFlyer fills them), and reads CPI and D0 ROAS on the campaign's Performance tab.

test("AppsFlyer on an app, the tracking link, a click, install and purchase postbacks: CPI and D0 ROAS on the Performance tab", async ({
  browser,
  request,
  seed,
}) => {
  test.setTimeout(180_000);
  const { owner, reviewer } = seed;
  const org = owner.organizationId;
  const suffix = Date.now().toString(36);
  const bundle = `com.e2e.loop${suffix}`;
  const appRes = await request.post(`/api/core/organization/${org}/apps`, {
    headers: bearer(owner.apiKey),
    data: {
      name: `Loop Quest ${suffix}`,
      platformSettings: { android: { storeUrl: `https://play.google.com/store/apps/details?id=${bundle}` } },
    },
  });
  expect(appRes.ok(), await appRes.text()).toBe(true);
  const app = (await appRes.json()) as { _id: string };
  const approval = (action: string, apiKey: string) =>
    request.put(`/api/core/organization/${org}/apps/${app._id}/approval/${action}`, {
      headers: bearer(apiKey),
      data: { platform: "APP_PLATFORM_ANDROID" },
    });
  expect((await approval("APPROVAL_ACTION_REQUEST_APPROVAL", owner.apiKey)).ok()).toBe(true);
  expect((await approval("APPROVAL_ACTION_APPROVE", reviewer.apiKey)).ok()).toBe(true);
  const body = regularCampaignBody(`Loop push ${suffix}`, `loop${suffix}`);
  body.ads[0] = { ...body.ads[0], promotedAppId: app._id } as (typeof body.ads)[number];
  const created = await request.post(`/api/core/organization/${org}/campaign`, { headers: bearer(owner.apiKey), data: body });
  expect(created.ok(), await created.text()).toBe(true);
  const campaign = (await created.json()) as { _id: string; ads: { _id: string }[] };
  await waitForSnapshots(request, org, campaign._id, bearer(owner.apiKey));
  const approved = await request.post(`/api/core/organization/${org}/campaign/${campaign._id}/status`, {
    headers: bearer(reviewer.apiKey),
    data: { status: "CAMPAIGN_STATUS_ACTIVE" },
  });
  expect(approved.ok(), await approved.text()).toBe(true);

  // The console: AppsFlyer on Android, purchases counted as revenue; a postback token and its URL to paste.
  const context = await browser.newContext();
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const page = await context.newPage();
  await signIn(page, owner);
  await page.goto(`/organizations/${org}/apps/${app._id}?tab=attribution`);
  const android = page.getByTestId("attribution-form-APP_PLATFORM_ANDROID");
  await android.getByLabel("App ID in AppsFlyer").fill(bundle);
  await android.getByLabel("Revenue events").fill("af_purchase");
  await android.getByRole("button", { name: "Save" }).click();
  await expect(android.getByText("Attribution setting saved.")).toBeVisible();
  await page.getByRole("button", { name: "Make a token" }).click();
  const dialog = page.getByRole("dialog", { name: "Your postback token" });
  const postbackTemplate = await dialog.getByTestId("postback-url-APP_PLATFORM_ANDROID").inputValue();
  await dialog.getByRole("button", { name: "Done" }).click();

  // The ad page: the tracking link, copied.
  const adId = campaign.ads[0]._id;
  await page.goto(`/organizations/${org}/campaigns/${campaign._id}`);
  const links = page.getByTestId(`tracking-links-${adId}`);
  await links.getByRole("button", { name: "Copy tracking link" }).click();
  const trackingLink = await page.evaluate(() => navigator.clipboard.readText());
  expect(trackingLink).toContain("https://app.appsflyer.com/");

  // The ad server: a click on the link fills its click id (the click itself goes to AppsFlyer, not here), and the
  // delivery it spent in this UTC hour.
  const clickId = `click-${suffix}`;
  const clicked = new URL(trackingLink.replace("{click_id}", clickId));
  expect(clicked.searchParams.get("af_c_id")).toBe(campaign._id);
  // a regular campaign is charged from the balance: fund it first
  const topUp = await (
    await request.post(`/api/core/organization/${org}/balance/top-ups`, { headers: bearer(owner.apiKey), data: { amount: 1_000_000 } })
  ).json();
  expect(
    (
      await request.post(`/api/core/organization/${org}/balance/top-ups/${topUp._id}/confirm`, { headers: bearer(reviewer.apiKey) })
    ).status(),
  ).toBe(200);
  const now = new Date();
  const delivered = await request.post("/api/core/delivery", {
    headers: bearer(reviewer.apiKey),
    data: {
      rows: [
        { adId, date: now.toISOString().slice(0, 10), hour: now.getUTCHours(), impressions: 2000, clicks: 40, installs: 1, spend: 12_000 },
      ],
    },
  });
  expect(delivered.status(), await delivered.text()).toBe(200);

  // AppsFlyer: the install, then a purchase of ₩6,000, each a GET of the postback URL with its macros filled.
  const fill = (values: Record<string, string>) =>
    postbackTemplate.replace(/\(([\w-]+)\)/g, (_, macro: string) => encodeURIComponent(values[macro] ?? ""));
  const link = (name: string) => clicked.searchParams.get(name) ?? "";
  const common = {
    clickid: clickId,
    af_c_id: link("af_c_id"),
    af_adset_id: link("af_adset_id"),
    af_ad_id: link("af_ad_id"),
    "app-id": bundle,
    advertiserId: "38400000-8cf0-11bd-b23e-10b96e40000d",
    "country-code": "KR",
    "install-unix-ts": String(Math.floor(now.getTime() / 1000)),
  };
  const install = await request.get(fill({ ...common, "event-name": "install" }));
  expect(install.status(), await install.text()).toBe(200);
  expect(await install.json(), await install.text()).toMatchObject({ outcome: "ATTRIBUTED", kind: "INSTALL" });
  const purchaseAt = new Date(now.getTime() + 60_000).toISOString().replace("T", " ").replace("Z", "");
  const purchase = await request.get(
    fill({ ...common, "event-name": "af_purchase", "event-time": purchaseAt, "event-revenue": "6000", "event-revenue-currency": "KRW" }),
  );
  expect(purchase.status(), await purchase.text()).toBe(200);
  expect(await purchase.json(), await purchase.text()).toMatchObject({ outcome: "ATTRIBUTED", kind: "EVENT" });

  // CPI = ₩12,000 ÷ 1 attributed install; D0 ROAS = ₩6,000 ÷ ₩12,000.
  await page.goto(`/organizations/${org}/campaigns/${campaign._id}?tab=performance`);
  await expect(page.getByTestId("card-cpi")).toHaveText("₩12,000");
  await page.getByRole("group", { name: "View" }).getByRole("button", { name: "Cohorts (CPI, ROAS)" }).click();
  await expect(page.getByTestId("cohort-total")).toContainText("₩12,000");
  await expect(page.getByTestId("cohort-total").getByTestId("roas-d0")).toContainText("50%");
  await context.close();
});
