import fs from "node:fs";
import type { Browser, Page } from "@playwright/test";
import { bearer, expect, signIn, test, type SeedUser } from "@/e2e/fixtures";

// Issue 48 items 8 and 9: the Korean words (API reference titles, the campaign form's examples, the audit trail's
// fields, one term for cross promotions) and the grouped sidebar, which fits a 1440 × 900 window in both languages.
// Screenshots for a person to look at go to SHOTS_DIR when it is set (none in CI).
const SHOTS = process.env.SHOTS_DIR;

async function open(browser: Browser, user: SeedUser, locale: "en" | "ko", viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await signIn(page, user);
  await context.addCookies([{ name: "NEXT_LOCALE", value: locale, url: page.url() }]);
  return page;
}

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

const NAV = { en: "Console navigation", ko: "콘솔 메뉴" } as const;

for (const locale of ["en", "ko"] as const) {
  test(`${locale}: the grouped sidebar fits 1440 × 900 with every entry a reviewer has, the signed-in line whole`, async ({
    browser,
    seed,
  }) => {
    const page = await open(browser, seed.reviewer, locale, { width: 1440, height: 900 });
    await page.goto(`/organizations/${seed.reviewer.organizationId}/dashboard`);
    const nav = page.getByRole("navigation", { name: NAV[locale] });
    await expect(nav.getByRole("link", { name: locale === "en" ? /Review queue/ : /심사 대기열/ })).toBeVisible();
    await expect(nav.getByRole("link", { name: locale === "en" ? "Webhooks" : "웹훅", exact: true })).toBeVisible();
    for (const group of locale === "en" ? ["Advertising", "Billing", "Organization", "Developers"] : ["광고", "결제", "조직", "개발자"])
      await expect(nav.getByRole("list", { name: group })).toBeVisible();
    // Nothing to scroll: the last entry is inside the window, and the navigation needs no scroll bar.
    const { scrollHeight, clientHeight } = await nav.evaluate((element) => ({
      scrollHeight: element.scrollHeight,
      clientHeight: element.clientHeight,
    }));
    // A pixel of rounding aside.
    expect(scrollHeight, "the navigation's height, all of it in view").toBeLessThanOrEqual(clientHeight + 1);
    const last = await nav.getByRole("link").last().boundingBox();
    expect(last!.y + last!.height).toBeLessThanOrEqual(900);
    const signedIn = page.getByTestId("signed-in-as");
    await expect(signedIn).toContainText(seed.reviewer.email);
    const whole = await signedIn.evaluate((element) => element.scrollWidth <= element.clientWidth);
    expect(whole, "the signed-in line is not cut").toBe(true);
    const box = await signedIn.boundingBox();
    expect(box!.y + box!.height).toBeLessThanOrEqual(900);
    if (locale === "ko") await expect(nav).toContainText("크로스 프로모션");
    await shot(page, `sidebar-${locale}-1440`);

    const phone = await open(browser, seed.reviewer, locale, { width: 390, height: 844 });
    await phone.goto(`/organizations/${seed.reviewer.organizationId}/dashboard`);
    await phone.getByRole("button", { name: locale === "en" ? "Menu" : "메뉴", exact: true }).click();
    const drawer = phone.getByRole("dialog", { name: NAV[locale] });
    await expect(drawer.getByRole("list", { name: locale === "en" ? "Developers" : "개발자" })).toBeVisible();
    await shot(phone, `sidebar-${locale}-390`);
  });
}

test("ko: the API reference titles its operations in Korean", async ({ browser, seed }) => {
  const page = await open(browser, seed.owner, "ko", { width: 1440, height: 900 });
  await page.goto("/docs/api");
  await expect(page.getByRole("link", { name: "캠페인 만들기", exact: true }).first()).toBeVisible();
  await page.goto("/docs/api/ingestAsset");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("광고 소재 원본 업로드");
  await expect(page).toHaveTitle(/광고 소재 원본 업로드/);
  await shot(page, "api-reference-ko-1440");
});

for (const [locale, examples] of [
  ["en", ["puzzle, rpg", "gambling", "puzzle, casual"]],
  ["ko", ["퍼즐, RPG", "도박", "퍼즐, 캐주얼"]],
] as const) {
  test(`${locale}: the campaign form's examples are in the page's language`, async ({ browser, seed }) => {
    for (const viewport of [
      { width: 1440, height: 900 },
      { width: 390, height: 844 },
    ]) {
      const page = await open(browser, seed.owner, locale, viewport);
      await page.goto(`/organizations/${seed.owner.organizationId}/campaigns/new`);
      for (const example of examples) await expect(page.getByPlaceholder(example, { exact: true })).toHaveCount(1);
      await page.getByPlaceholder(examples[2], { exact: true }).scrollIntoViewIfNeeded();
      await shot(page, `campaign-form-${locale}-${viewport.width}`);
    }
  });
}

test("the audit trail names the fields a change set in words, in English and in Korean", async ({ browser, request, seed }) => {
  const org = seed.owner.organizationId;
  const update = await request.put(`/api/core/organization/${org}`, {
    headers: bearer(seed.owner.apiKey),
    data: { description: "Words, not field names" },
  });
  expect(update.status()).toBe(200);
  for (const [locale, word] of [
    ["en", "Description"],
    ["ko", "설명"],
  ] as const) {
    const page = await open(browser, seed.owner, locale, { width: 1440, height: 900 });
    await page.goto(`/organizations/${org}/audit`);
    const fields = page.getByTestId("audit-rows").getByTitle("description", { exact: true }).first();
    await expect(fields).toHaveText(word);
    await shot(page, `audit-${locale}-1440`);
  }
});
