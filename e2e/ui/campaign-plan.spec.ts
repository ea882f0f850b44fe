import fs from "node:fs";
import type { Page } from "@playwright/test";
import { bearer, expect, hostedImage, signIn, signUpVerified, test, waitForSnapshots } from "@/e2e/fixtures";

// A plan imported on the campaigns list: the campaign exported as a plan, an ad added to the file, the file picked,
// the diff shown (the new ad goes to review), applied, and the ad waiting for review on the campaign's page. The
// journey's own organization and campaign; the campaign is ended at the end, which takes its ad out of the
// reviewers' queue. PLAN_SHOTS=<dir> saves the preview at 1440 and 390 px in English and Korean.

const STORE = "https://play.google.com/store/apps/details?id=com.e2e.plan";

async function shootPreview(page: Page, listUrl: string, file: string) {
  const dir = process.env.PLAN_SHOTS;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  for (const locale of ["en", "ko"] as const) {
    await page.context().addCookies([{ name: "NEXT_LOCALE", value: locale, url: page.url() }]);
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(listUrl);
      await page.getByTestId("plan-file").setInputFiles(file);
      await expect(page.getByTestId("plan-rows")).toBeVisible();
      await page.screenshot({ path: `${dir}/plan-preview-${locale}-${width}.png` });
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toBeHidden();
    }
  }
  await page.context().addCookies([{ name: "NEXT_LOCALE", value: "en", url: page.url() }]);
  await page.setViewportSize({ width: 1280, height: 720 });
}

test("import a plan that adds an ad: the diff, then Apply, and the new ad waits for review", async ({ page, request, seed }, testInfo) => {
  test.setTimeout(process.env.PLAN_SHOTS ? 240_000 : 120_000);
  const owner = await signUpVerified(request, seed, "plan", "plan-import-password-1");
  await signIn(page, owner);
  const base = `/api/core/organization/${owner.organizationId}`;
  const session = { Origin: new URL(page.url()).origin };
  const name = `Plan ${Date.now().toString(36)}`;

  // A live campaign: created by the owner, approved by the platform reviewer once its image is stored.
  const created = await page.request.post(`${base}/campaign`, {
    headers: session,
    data: {
      name,
      startAt: new Date(Date.now() - 86_400_000).toISOString(),
      cur: "CURRENCY_KRW",
      budget: 1_000_000,
      targeting: { platforms: [], devices: [], tags: [], locations: ["KR"], languages: [] },
      btags: [],
      ads: [
        {
          name: "Spring banner",
          categories: ["puzzle"],
          cpm: 3000,
          productType: "AD_PRODUCT_TYPE_INTRINSIC",
          creatives: [{ image: hostedImage("plan-spring") }],
          destinationUrl: STORE,
        },
      ],
    },
  });
  expect(created.status()).toBe(200);
  const campaignId = ((await created.json()) as { _id: string })._id;
  await waitForSnapshots(page.request, owner.organizationId, campaignId, session);
  const approved = await request.post(`${base}/campaign/${campaignId}/status`, {
    headers: bearer(seed.reviewer.apiKey),
    data: { status: "CAMPAIGN_STATUS_ACTIVE" },
  });
  expect(approved.status()).toBe(200);

  try {
    // The plan as exported, with an ad added and the budget raised: the file a studio keeps in git.
    const exported = await page.request.get(`${base}/campaign/${campaignId}/plan`);
    expect(exported.status()).toBe(200);
    const plan = (await exported.json()) as { campaigns: Record<string, unknown>[] };
    const entry = plan.campaigns[0];
    const edited = {
      campaigns: [
        {
          ...entry,
          budget: 1_200_000,
          ads: [
            ...(entry.ads as object[]),
            {
              name: "Summer banner",
              categories: ["puzzle"],
              cpm: 3000,
              creatives: [{ image: hostedImage("plan-summer") }],
              destinationUrl: STORE,
            },
          ],
        },
      ],
    };
    const file = testInfo.outputPath("plan.json");
    fs.writeFileSync(file, JSON.stringify(edited, null, 2));

    const listUrl = `/organizations/${owner.organizationId}/campaigns`;
    await page.goto(listUrl);
    await expect(page.getByTestId("plan-import")).toBeEnabled();
    await page.getByTestId("plan-file").setInputFiles(file);

    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("heading", { name: "Preview: plan.json" })).toBeVisible();
    await expect(dialog).toContainText("Nothing has changed yet. 1 campaign changes, 0 unchanged; 1 change goes to review.");
    const row = dialog.getByTestId("plan-campaign-0");
    await expect(row).toContainText(name);
    await expect(row.getByTestId("plan-changes").first()).toContainText("Budget₩1,000,000 → ₩1,200,000");
    const newAd = row.getByTestId("plan-ad-1");
    await expect(newAd).toContainText("Ad: Summer banner");
    await expect(newAd).toContainText("New");
    await expect(newAd).toContainText("Goes to review");
    // The unchanged ad is not listed; the preview wrote nothing.
    await expect(row.getByTestId("plan-ad-0")).toHaveCount(0);
    const before = (await (await page.request.get(`${base}/campaign/${campaignId}`)).json()) as { budget: number; ads: unknown[] };
    expect(before).toMatchObject({ budget: 1_000_000, ads: [expect.anything()] });

    await shootPreview(page, listUrl, file);
    if (process.env.PLAN_SHOTS) {
      await page.goto(listUrl);
      await page.getByTestId("plan-file").setInputFiles(file);
      await expect(dialog.getByRole("heading", { name: "Preview: plan.json" })).toBeVisible();
    }

    await dialog.getByTestId("plan-apply").click();
    await expect(dialog.getByRole("heading", { name: "Applied" })).toBeVisible();
    await expect(dialog).toContainText("1 campaign changed; 1 change waits for review.");
    await expect(dialog.getByTestId("plan-ad-1")).toContainText("Waits for review");
    if (process.env.PLAN_SHOTS) await page.screenshot({ path: `${process.env.PLAN_SHOTS}/plan-applied-en-1280.png` });
    await dialog.getByRole("button", { name: "Done" }).click();
    await expect(page.getByTestId(`campaign-${campaignId}`)).toContainText("₩1,200,000");

    // On the campaign's page, the new ad waits for a reviewer; the first keeps serving as approved.
    await page.goto(`/organizations/${owner.organizationId}/campaigns/${campaignId}`);
    const after = (await (await page.request.get(`${base}/campaign/${campaignId}`)).json()) as {
      ads: { name: string; review: { status: string } }[];
    };
    expect(after.ads.map((ad) => [ad.name, ad.review.status])).toEqual([
      ["Spring banner", "APPROVED"],
      ["Summer banner", "PENDING"],
    ]);
    await expect(page.getByText("Summer banner").first()).toBeVisible();
    await expect(page.getByText("In review").first()).toBeVisible();
  } finally {
    // Ended: its ads leave the reviewers' queue, which other journeys read from its start.
    await page.request.post(`${base}/campaign/${campaignId}/status`, { headers: session, data: { status: "CAMPAIGN_STATUS_ENDED" } });
  }
});
