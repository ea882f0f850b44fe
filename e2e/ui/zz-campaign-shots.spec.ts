// Temporary: screenshots of the campaign pages for review (not committed).
import fs from "node:fs";
import type { APIRequestContext, Browser } from "@playwright/test";
import { makeJpeg } from "../../lib/test/media";
import { bearer, expect, signIn, test, type SeedUser } from "../fixtures";

const OUT = "/work/brief/shots/campaigns";

async function upload(request: APIRequestContext, user: SeedUser, width: number, height: number, name: string) {
  const res = await request.post(`/api/core/organization/${user.organizationId}/ad/assets`, {
    headers: bearer(user.apiKey),
    multipart: { productType: "2", file: { name, mimeType: "image/jpeg", buffer: await makeJpeg(width, height) } },
  });
  const { statusPath, assetId } = await res.json();
  for (let i = 0; i < 100; i++) {
    const body = await (await request.get(statusPath, { headers: bearer(user.apiKey) })).json();
    if (body.status === "READY") return assetId as string;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("never READY");
}

async function createCampaign(request: APIRequestContext, user: SeedUser, body: object) {
  const res = await request.post(`/api/core/organization/${user.organizationId}/campaign`, { headers: bearer(user.apiKey), data: body });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json())._id as string;
}

async function shoot(browser: Browser, user: SeedUser, locale: "en" | "ko", width: number, pages: [string, string, ((p: import("@playwright/test").Page) => Promise<void>)?][]) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await signIn(page, user);
  await context.addCookies([{ name: "NEXT_LOCALE", value: locale, url: page.url() }]);
  for (const [name, path, prepare] of pages) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    if (prepare) await prepare(page);
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${OUT}/${name}-${locale}-${width}.png`, fullPage: true });
  }
  await context.close();
}

test("campaign screenshots", async ({ browser, request, seed }) => {
  test.setTimeout(300_000);
  fs.mkdirSync(OUT, { recursive: true });
  const owner = seed.owner;
  const wide = await upload(request, owner, 1200, 628, "spring-wide.jpg");
  const tall = await upload(request, owner, 320, 480, "spring-tall.jpg");
  const base = {
    cur: "CURRENCY_KRW",
    startAt: new Date(Date.now() - 3600_000).toISOString(),
    btags: ["gambling"],
  };
  const pending = await createCampaign(request, owner, {
    ...base,
    name: "Spring sale 🌸 봄맞이",
    endAt: new Date(Date.now() + 30 * 86400_000).toISOString(),
    budget: 1_500_000,
    targeting: { platforms: ["APP_PLATFORM_ANDROID", "APP_PLATFORM_IOS"], devices: ["DEVICE_TYPE_MOBILE_TABLET"], tags: ["puzzle"], locations: ["KR", "JP"], languages: ["ko", "ja"] },
    ads: [
      { name: "Wide banner", categories: ["puzzle"], cpm: 1200, productType: "AD_PRODUCT_TYPE_INTRINSIC", destinationUrl: "https://play.google.com/store/apps/details?id=com.e2e.spring", creatives: [{ image: { assetId: wide } }, { image: { assetId: tall } }] },
      { name: "Tall banner", categories: ["casual"], productType: "AD_PRODUCT_TYPE_INTRINSIC", creatives: [{ image: { assetId: tall } }] },
    ],
  });
  const active = await createCampaign(request, owner, {
    ...base,
    name: "겨울 이벤트 캠페인",
    budget: 300_000,
    targeting: { platforms: [], devices: [], tags: [], locations: [], languages: [] },
    ads: [{ name: "Winter", categories: [], productType: "AD_PRODUCT_TYPE_INTRINSIC", creatives: [{ image: { assetId: wide } }] }],
  });
  const statusRes = await request.post(`/api/core/organization/${owner.organizationId}/campaign/${active}/status`, {
    headers: bearer(seed.reviewer.apiKey),
    data: { status: "CAMPAIGN_STATUS_ACTIVE" },
  });
  console.log("approve via reviewer key:", statusRes.status());
  await request.post(`/api/core/organization/${owner.organizationId}/campaign/${active}/status`, { headers: bearer(owner.apiKey), data: { status: "CAMPAIGN_STATUS_PAUSED" } });

  const org = `/organizations/${owner.organizationId}`;
  for (const locale of ["en", "ko"] as const) {
    for (const width of [1440, 390]) {
      await shoot(browser, owner, locale, width, [
        ["list", `${org}/campaigns`],
        ["detail-pending", `${org}/campaigns/${pending}`],
        ["detail-paused", `${org}/campaigns/${active}`],
        [
          "new",
          `${org}/campaigns/new`,
          async (page) => {
            await page.getByRole("button", { name: locale === "en" ? "Create campaign" : "캠페인 만들기" }).click();
            await page.getByRole("searchbox").first().fill(locale === "en" ? "kor" : "한국");
            await page.getByRole("checkbox").filter({ hasText: "" }).first();
          },
        ],
        ["edit", `${org}/campaigns/${active}`, async (page) => {
          await page.getByRole("button", { name: locale === "en" ? "Edit" : "수정" }).click();
        }],
      ]);
      await shoot(browser, seed.reviewer, locale, width, [["review", `/organizations/${seed.reviewer.organizationId}/review/campaigns`]]);
    }
  }
});
