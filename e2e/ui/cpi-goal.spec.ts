import type { APIRequestContext, Browser, Page } from "@playwright/test";
import {
  bearer,
  expect,
  hostedImage,
  regularCampaignBody,
  signIn,
  test,
  waitForSnapshots,
  type SeedUser,
  signedInPage,
} from "@/e2e/fixtures";

// Issue 43's journey: a studio buys installs. A CPI campaign made in the console with a country bid and a target
// CPI; the reviewer approves it; this test then acts as AppsFlyer, sending install postbacks over HTTP to the
// postback URL the app's token gave (its macros filled as AppsFlyer fills them). Each attributed install is charged
// at its country's bid: the balance page and its ledger name them. The goal check compares the last complete days
// with the target: Japan's CPI (its bid, ₩3,000) is off a ₩1,000 target, the card says so, and the owner's bell
// brings the goal_missed notification.

const INSTALLS_PER_COUNTRY = 10;
const JP_BID = 3000;
const DEFAULT_BID = 2000;
const TARGET_CPI = 1000;
// Screenshots of the bid and goal section and the card, outside the repository (none in CI: BID_GOAL_SHOTS unset).
const SHOTS = process.env.BID_GOAL_SHOTS;
const WIDTHS = [1440, 390] as const;

const as = (browser: Browser, user: SeedUser, locale: "en" | "ko", width: number) =>
  signedInPage(browser, user, {
    context: { viewport: { width, height: 900 }, locale: "en-US", timezoneId: "Asia/Seoul" },
    language: locale,
  });

/** The campaign page's bid and goal card in both languages at both widths. */
async function shootCard(browser: Browser, user: SeedUser, campaignId: string, label: string) {
  for (const locale of ["en", "ko"] as const) {
    for (const width of WIDTHS) {
      const page = await as(browser, user, locale, width);
      await page.goto(`/organizations/${user.organizationId}/campaigns/${campaignId}`);
      const card = page.getByTestId("bid-goal-card");
      await expect(card).toBeVisible();
      await card.screenshot({ path: `${SHOTS}/${label}-${locale}-${width}.png` });
      await page.context().close();
    }
  }
}

/** An approved Android app with AppsFlyer set up (purchases as revenue) and a postback token: its postback URL. */
async function appWithAttribution(request: APIRequestContext, owner: SeedUser, reviewer: SeedUser, suffix: string) {
  const org = owner.organizationId;
  const bundle = `com.e2e.cpi${suffix}`;
  const created = await request.post(`/api/core/organization/${org}/apps`, {
    headers: bearer(owner.apiKey),
    data: {
      name: `CPI Quest ${suffix}`,
      platformSettings: { android: { storeUrl: `https://play.google.com/store/apps/details?id=${bundle}` } },
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const app = (await created.json()) as { _id: string; name: string };
  for (const [action, apiKey] of [
    ["APPROVAL_ACTION_REQUEST_APPROVAL", owner.apiKey],
    ["APPROVAL_ACTION_APPROVE", reviewer.apiKey],
  ]) {
    const res = await request.put(`/api/core/organization/${org}/apps/${app._id}/approval/${action}`, {
      headers: bearer(apiKey),
      data: { platform: "APP_PLATFORM_ANDROID" },
    });
    expect(res.ok(), await res.text()).toBe(true);
  }
  const setting = await request.put(`/api/core/organization/${org}/apps/${app._id}/attribution/settings/APP_PLATFORM_ANDROID`, {
    headers: bearer(owner.apiKey),
    data: { partner: "APPSFLYER", partnerAppId: bundle, revenueEvents: ["af_purchase"] },
  });
  expect(setting.ok(), await setting.text()).toBe(true);
  const token = await request.post(`/api/core/organization/${org}/apps/${app._id}/attribution/tokens`, {
    headers: bearer(owner.apiKey),
    data: {},
  });
  expect(token.ok(), await token.text()).toBe(true);
  const postbackTemplate = ((await token.json()) as { postbackUrls: Record<string, string> }).postbackUrls.APP_PLATFORM_ANDROID;
  expect(postbackTemplate).toBeTruthy();
  return { app, bundle, postbackTemplate };
}

/** The new-campaign form, filled as a person would: JP and KR, a hosted image, CPI at ₩2,000 with ₩3,000 in Japan, a target CPI. */
async function createThroughForm(page: Page, org: string, name: string, appName: string) {
  await page.goto(`/organizations/${org}/campaigns/new`);
  const ad = page.getByTestId("ad-0");
  // The fields appear once the page is interactive (see campaigns.spec.ts).
  await expect(async () => {
    await ad.getByRole("radio", { name: "Hosted image URL" }).click();
    await expect(ad.getByLabel("Image URL")).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Budget (KRW)").fill("500000");
  for (const [search, country] of [
    ["japan", /^Japan/],
    ["korea", /South Korea/],
  ] as const) {
    await page.getByRole("combobox", { name: "Countries" }).fill(search);
    await page.getByRole("option", { name: country }).click();
  }
  await page.keyboard.press("Escape");
  await ad.getByLabel("Ad name").fill("Install banner");
  await ad.getByLabel("Categories").fill("puzzle");
  await ad.getByLabel("Destination URL").fill("https://play.google.com/store/apps/details?id=com.e2e.cpi");
  await ad.getByLabel("Promoted app").selectOption({ label: appName });
  const image = hostedImage("cpi-goal");
  await ad.getByLabel("Image URL").fill(image.url);
  await ad.getByLabel("Width (px)").fill(String(image.width));
  await ad.getByLabel("Height (px)").fill(String(image.height));
  await ad.getByLabel("Media type").fill(image.mime);

  const section = page.getByTestId("bid-goal-fields");
  await section.getByRole("radio", { name: "Installs (CPI)" }).check();
  await section.getByLabel("Default bid per install (KRW)").fill(String(DEFAULT_BID));
  // Only the targeted countries are offered for a country bid.
  const bids = section.getByTestId("country-bids");
  await bids.getByRole("combobox", { name: "Country bids" }).fill("fra");
  await expect(page.getByRole("option", { name: /France/ })).toHaveCount(0);
  await bids.getByRole("combobox", { name: "Country bids" }).fill("japan");
  await page.getByRole("option", { name: /^Japan/ }).click();
  await page.keyboard.press("Escape");
  await bids.getByLabel("Bid in Japan (KRW)").fill(String(JP_BID));
  // The app has attribution: the goal is offered.
  await section.getByRole("radio", { name: "Target CPI" }).check();
  await section.getByLabel("Target CPI (KRW per install)").fill(String(TARGET_CPI));
  await page.getByRole("button", { name: "Create campaign" }).click();
  await expect(page).toHaveURL(/\/campaigns\/[0-9a-f]{24}$/);
  return page.url().split("/").pop()!;
}

/**
 * The goal check is the event worker's timed sweep (writeTimedEvents → checkCampaignGoals), which runs beside the
 * journeys' server: wait until it has compared this campaign (goalStatus.checkedAt set) and found Japan off target.
 * It compares the last 7 complete UTC days, so the installs (and, on a CPI campaign, their charges) must fall in
 * them: see the note at the install postbacks.
 */
async function waitForGoalCheck(request: APIRequestContext, owner: SeedUser, campaignId: string) {
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/core/organization/${owner.organizationId}/campaign/${campaignId}`, {
          headers: bearer(owner.apiKey),
        });
        const { goalStatus } = (await res.json()) as { goalStatus: { countries: { country: string; state: string }[] } };
        return goalStatus.countries.find((row) => row.country === "JP")?.state ?? "unchecked";
      },
      { timeout: 120_000, intervals: [2_000], message: "the goal check's verdict for Japan" },
    )
    .toBe("GOAL_STATE_OFF_TARGET");
}

test("a CPI campaign with a country bid made in the console: installs are charged at their country's bid, the balance names them, the goal card turns off target in Japan and the notification arrives", async ({
  browser,
  request,
  seed,
}) => {
  test.setTimeout(240_000);
  const { owner, reviewer } = seed;
  const org = owner.organizationId;
  const suffix = Date.now().toString(36);
  const { app, bundle, postbackTemplate } = await appWithAttribution(request, owner, reviewer, suffix);

  // Funds for the installs, and every notification read so the ones that appear are this journey's.
  const topUp = await (
    await request.post(`/api/core/organization/${org}/balance/top-ups`, { headers: bearer(owner.apiKey), data: { amount: 1_000_000 } })
  ).json();
  const confirmed = await request.post(`/api/core/organization/${org}/balance/top-ups/${topUp._id}/confirm`, {
    headers: bearer(reviewer.apiKey),
  });
  expect(confirmed.status()).toBe(200);

  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, owner);
  expect((await page.request.post("/api/core/notifications/read-all", { headers: { origin: new URL(page.url()).origin } })).status()).toBe(
    200,
  );

  const name = `CPI push ${suffix}`;
  const campaignId = await createThroughForm(page, org, name, app.name);
  const read = await request.get(`/api/core/organization/${org}/campaign/${campaignId}`, { headers: bearer(owner.apiKey) });
  const campaign = (await read.json()) as {
    ads: { _id: string }[];
    bid: { type: string; amount: number; countries: { country: string; amount: number }[] };
    goal: { type: string; target: number };
  };
  expect(campaign.bid).toEqual({ type: "BID_TYPE_CPI", amount: DEFAULT_BID, countries: [{ country: "JP", amount: JP_BID }] });
  expect(campaign.goal).toEqual({ type: "GOAL_TYPE_TARGET_CPI", target: TARGET_CPI });
  await waitForSnapshots(request, org, campaignId, bearer(owner.apiKey));
  const approved = await request.post(`/api/core/organization/${org}/campaign/${campaignId}/status`, {
    headers: bearer(reviewer.apiKey),
    data: { status: "CAMPAIGN_STATUS_ACTIVE" },
  });
  expect(approved.ok(), await approved.text()).toBe(true);

  // AppsFlyer: installs in Japan and Korea, made yesterday (UTC) so they fall in the goal's last complete days (a CPI
  // install's charge counts on its install's day), each a GET of the postback URL with its macros filled (the
  // tracking link's ids, as the click carried them). The journeys' server compares goals every 10 s.
  const links = (await (
    await request.get(`/api/core/organization/${org}/campaign/${campaignId}/tracking-links`, { headers: bearer(owner.apiKey) })
  ).json()) as { items: { links: { url: string | null }[] }[] };
  const trackingLink = links.items[0].links[0].url!;
  const fill = (values: Record<string, string>) =>
    postbackTemplate.replace(/\(([\w-]+)\)/g, (_, macro: string) => encodeURIComponent(values[macro] ?? ""));
  const yesterdayNoon = new Date(`${new Date(Date.now() - 86_400_000).toISOString().slice(0, 10)}T12:00:00Z`);
  for (const country of ["JP", "KR"]) {
    for (let i = 0; i < INSTALLS_PER_COUNTRY; i++) {
      const clickId = `click-${suffix}-${country}-${i}`;
      const clicked = new URL(trackingLink.replace("{click_id}", clickId));
      const link = (param: string) => clicked.searchParams.get(param) ?? "";
      const install = await request.get(
        fill({
          clickid: clickId,
          af_c_id: link("af_c_id"),
          af_adset_id: link("af_adset_id"),
          af_ad_id: link("af_ad_id"),
          "app-id": bundle,
          // a device of its own per install: one device's second install would be a reattribution
          advertiserId: `38400000-8cf0-11bd-b23e-10b96e4${country === "JP" ? "1" : "2"}${String(i).padStart(4, "0")}`,
          "country-code": country,
          "event-name": "install",
          "install-unix-ts": String(Math.floor(yesterdayNoon.getTime() / 1000) + i * 60),
        }),
      );
      expect(install.status(), await install.text()).toBe(200);
      expect(await install.json()).toMatchObject({ outcome: "ATTRIBUTED", kind: "INSTALL" });
    }
  }

  // Charged per install at its country's bid: 10 × ₩3,000 in Japan, 10 × ₩2,000 (the default) in Korea.
  const charged = INSTALLS_PER_COUNTRY * JP_BID + INSTALLS_PER_COUNTRY * DEFAULT_BID;
  const after = (await (
    await request.get(`/api/core/organization/${org}/campaign/${campaignId}`, { headers: bearer(owner.apiKey) })
  ).json()) as {
    budget: number;
    budgetRemain: number;
  };
  expect(after.budget - after.budgetRemain).toBe(charged);
  const history = (await (
    await request.get(`/api/core/organization/${org}/balance-history?limit=200`, { headers: bearer(owner.apiKey) })
  ).json()) as { history: { amount: number; description: string }[] };
  const ofCampaign = history.history.filter((entry) => entry.description.includes(campaignId) || entry.description.includes(name));
  expect(ofCampaign.reduce((sum, entry) => sum + entry.amount, 0)).toBe(charged);

  // The balance page names the installs the campaign paid for, its name a link to it.
  await page.goto(`/organizations/${org}/balance`);
  const rows = page.getByTestId("history-rows");
  await expect(rows.getByRole("link", { name }).first()).toBeVisible();
  await expect(rows).toContainText(/install/i);

  // The goal check: Japan's CPI is its bid, ₩3,000, three times the target.
  await waitForGoalCheck(request, owner, campaignId);
  await page.goto(`/organizations/${org}/campaigns/${campaignId}`);
  const card = page.getByTestId("bid-goal-card");
  await expect(card.getByTestId("goal-summary")).toContainText("CPI ₩1,000");
  await expect(card.locator('[data-goal-country="JP"]')).toContainText("Off target");
  await expect(card.locator('[data-goal-country="JP"]')).toContainText("₩3,000");
  await expect(card.locator('[data-goal-country="JP"]')).toContainText("₩30,000");
  await expect(page.getByTestId("serving-panel").locator('[data-reason="GOAL_MISSED"]')).toContainText(
    "CPI ₩3,000 against a target of ₩1,000 in Japan",
  );

  // The owner's bell: campaign.goal_missed as an in-app notification, leading to the campaign.
  const bell = page.getByRole("button", { name: /^Notifications, / });
  await expect(async () => {
    await page.reload({ waitUntil: "load" });
    await expect(bell).not.toHaveAccessibleName("Notifications, no unread notifications", { timeout: 3_000 });
  }).toPass({ timeout: 60_000, intervals: [2_000] });
  await bell.click();
  const panel = page.getByRole("region", { name: "Notifications" });
  const notification = panel.getByRole("link", { name: new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")) }).first();
  await expect(notification).toBeVisible();
  await expect(notification).toContainText(/goal/i);
  await context.close();
  if (SHOTS) await shootCard(browser, owner, campaignId, "goal-card-off-target");
});

test("screenshots: the form's bid and goal section and the campaign page's card, English and Korean, 1440 and 390 px", async ({
  browser,
  request,
  seed,
}) => {
  test.skip(!SHOTS, "BID_GOAL_SHOTS names the folder");
  test.setTimeout(180_000);
  const { owner, reviewer } = seed;
  const org = owner.organizationId;
  const suffix = Date.now().toString(36);
  const { app } = await appWithAttribution(request, owner, reviewer, suffix);
  const body = regularCampaignBody(`Bid card ${suffix}`, `bid${suffix}`);
  body.ads[0] = { ...body.ads[0], promotedAppId: app._id } as (typeof body.ads)[number];
  const created = await request.post(`/api/core/organization/${org}/campaign`, {
    headers: bearer(owner.apiKey),
    data: {
      ...body,
      targeting: { ...body.targeting, locations: ["JP", "KR", "US"] },
      bid: {
        type: "BID_TYPE_CPI",
        amount: DEFAULT_BID,
        countries: [
          { country: "JP", amount: JP_BID },
          { country: "US", amount: 4500 },
        ],
      },
      goal: { type: "GOAL_TYPE_TARGET_ROAS_D7", target: 120 },
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const campaignId = ((await created.json()) as { _id: string })._id;
  await shootCard(browser, owner, campaignId, "goal-card");

  for (const locale of ["en", "ko"] as const) {
    for (const width of WIDTHS) {
      const page = await as(browser, owner, locale, width);
      await page.goto(`/organizations/${org}/campaigns/${campaignId}`);
      // The edit form holds the campaign's bid and goal as they are.
      const section = page.getByTestId("bid-goal-fields");
      // A click before the page is interactive opens nothing: again until the form is there.
      await expect(async () => {
        await page.getByRole("button", { name: locale === "en" ? "Edit" : "수정", exact: true }).click();
        await expect(section.getByTestId("country-bids").locator("[data-country]")).toHaveCount(2, { timeout: 2_000 });
      }).toPass();
      await section.screenshot({ path: `${SHOTS}/bid-goal-form-${locale}-${width}.png` });
      // A new campaign whose ad promotes no app yet: the goal waits for one, and says so.
      await page.goto(`/organizations/${org}/campaigns/new`);
      const fresh = page.getByTestId("bid-goal-fields");
      await expect(fresh.getByTestId("goal-hint")).toBeVisible();
      await fresh.getByRole("radio").nth(1).check();
      await fresh.screenshot({ path: `${SHOTS}/bid-goal-form-new-${locale}-${width}.png` });
      // The list ordered by D7 ROAS, its two attribution columns beside delivery's.
      await page.goto(`/organizations/${org}/campaigns?sort=roasD7`);
      await expect(page.getByTestId(`campaign-${campaignId}`)).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/campaign-list-roas-${locale}-${width}.png` });
      await page.context().close();
    }
  }
});
