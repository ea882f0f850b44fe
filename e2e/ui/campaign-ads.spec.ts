import type { APIRequestContext, Browser } from "@playwright/test";
import { makeJpeg } from "@/lib/test/media";
import { bearer, expect, hostedImage, test, waitForSnapshots, type SeedUser, signedInPage } from "@/e2e/fixtures";

const as = (browser: Browser, user: SeedUser) => signedInPage(browser, user);

/** A campaign of one hosted-image ad, created by the owner and approved by the reviewer through the API. */
async function approvedCampaign(request: APIRequestContext, owner: SeedUser, reviewer: SeedUser, name: string) {
  const created = await request.post(`/api/core/organization/${owner.organizationId}/campaign`, {
    headers: bearer(owner.apiKey),
    data: {
      name,
      startAt: "2026-01-01T00:00:00Z",
      cur: "CURRENCY_KRW",
      budget: 500_000,
      targeting: { platforms: [], devices: [], tags: [], locations: ["KR"], languages: [] },
      btags: [],
      ads: [
        {
          name: "Old banner",
          categories: ["puzzle"],
          cpm: 2000,
          productType: "AD_PRODUCT_TYPE_INTRINSIC",
          creatives: [{ image: hostedImage("old") }],
          destinationUrl: "https://play.google.com/store/apps/details?id=com.e2e.ads",
        },
      ],
    },
  });
  expect(created.status()).toBe(200);
  const campaign = await created.json();
  await waitForSnapshots(request, owner.organizationId, campaign._id, bearer(owner.apiKey));
  const approved = await request.post(`/api/core/organization/${owner.organizationId}/campaign/${campaign._id}/status`, {
    headers: bearer(reviewer.apiKey),
    data: { status: "CAMPAIGN_STATUS_ACTIVE" },
  });
  expect(approved.status()).toBe(200);
  return campaign as { _id: string; ads: { _id: string }[] };
}

test("an advertiser adds an ad with a new upload to a running campaign; a reviewer rejects it, the advertiser replaces its creative, the reviewer approves it and both ads serve", async ({
  browser,
  request,
  seed,
}) => {
  // A balance to serve from (an empty one holds the whole campaign back, whatever its ads).
  const balance = await request.get(`/api/core/organization/${seed.owner.organizationId}/balance-history?limit=1`, {
    headers: bearer(seed.owner.apiKey),
  });
  if ((await balance.json()).balance <= 0) {
    const charged = await request.post(`/api/core/organization/${seed.owner.organizationId}/balance/charge`, {
      headers: bearer(seed.reviewer.apiKey),
      data: { type: "CHARGE_TYPE_PAID", amount: 100_000, description: "Opening deposit" },
    });
    expect(charged.status()).toBe(200);
  }
  const name = `Live ads ${Date.now().toString(36)}`;
  const campaign = await approvedCampaign(request, seed.owner, seed.reviewer, name);
  const oldAdId = campaign.ads[0]._id;
  const owner = await as(browser, seed.owner);
  await owner.goto(`/organizations/${seed.owner.organizationId}/campaigns/${campaign._id}`);
  await expect(owner.getByRole("heading", { name })).toBeVisible();
  const oldAd = owner.getByTestId(`ad-${oldAdId}`);
  await expect(oldAd.getByText("Active", { exact: true })).toBeVisible();

  // Add an ad, its creative uploaded in place as in the new-campaign form.
  await expect(async () => {
    await owner.getByRole("button", { name: "Add ad", exact: true }).click();
    await expect(owner.getByRole("form", { name: "New ad" })).toBeVisible({ timeout: 1_000 });
  }).toPass();
  const form = owner.getByRole("form", { name: "New ad" });
  // the campaign's second ad is titled so, not "Ad 1"
  await expect(form.getByRole("heading", { name: "Ad 2" })).toBeVisible();
  await form.getByLabel("Ad name").fill("Neon banner");
  await form.getByLabel("Categories").fill("puzzle");
  await form.getByLabel("choose a file").setInputFiles({ name: "neon.jpg", mimeType: "image/jpeg", buffer: await makeJpeg(1200, 628) });
  await expect(form.getByRole("button", { name: "Use another creative" })).toBeVisible({ timeout: 30_000 });
  await form.getByRole("button", { name: "Add ad", exact: true }).click();
  await expect(form).toHaveCount(0);

  // The new ad waits for its own review; the old one is still active, and the campaign says which ad waits.
  const newAd = owner.locator('[data-testid^="ad-"]').filter({ hasText: "Neon banner" });
  await expect(newAd.getByText("In review", { exact: true })).toBeVisible();
  await expect(newAd.getByText("Active", { exact: true })).toHaveCount(0);
  await expect(newAd.getByRole("img", { name: "Creative 1 of Neon banner" })).toBeVisible();
  await expect(oldAd.getByText("Active", { exact: true })).toBeVisible();
  const serving = owner.getByTestId("serving-panel");
  await expect(serving.locator('[data-reason="AD_PENDING_REVIEW"]')).toContainText("Ads waiting for review");
  const history = owner.getByTestId("status-history").getByRole("listitem");
  await expect(history.first()).toContainText("New ad “Neon banner” sent for review");
  const rounds = await history.count();

  // A new name needs no review: no new round in the history.
  await owner.getByRole("button", { name: "Edit ad “Old banner”" }).click();
  const edit = owner.getByRole("form", { name: "Edit ad “Old banner”" });
  await edit.getByLabel("Ad name").fill("Old banner, renamed");
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(edit).toHaveCount(0);
  await expect(oldAd.getByRole("heading", { name: /Old banner, renamed/ })).toBeVisible();
  await expect(history).toHaveCount(rounds);

  // Pause the old ad alone, then resume it.
  await owner.getByRole("button", { name: "Pause ad “Old banner, renamed”" }).click();
  await expect(oldAd.getByText("Paused", { exact: true })).toBeVisible();
  await expect(serving.locator('[data-reason="AD_PAUSED"]')).toContainText("Ads paused");
  await owner.getByRole("button", { name: "Resume ad “Old banner, renamed”" }).click();
  await expect(oldAd.getByText("Active", { exact: true })).toBeVisible();
  await expect(serving.locator('[data-reason="AD_PAUSED"]')).toHaveCount(0);
  // The old ad serves while the new one waits: the campaign serves, limited.
  await expect(serving).toContainText("This campaign is serving, but some ads are held back");
  const newAdId = (await newAd.getAttribute("data-testid"))!.replace(/^ad-/, "");

  // The reviewer rejects the new ad with a reason, in the review queue's Ads tab.
  const reviewer = await as(browser, seed.reviewer);
  await reviewer.goto(`/organizations/${seed.reviewer.organizationId}/review`);
  await reviewer.getByRole("navigation", { name: "What to review" }).getByRole("link", { name: "Ads" }).click();
  const card = reviewer.getByTestId(`review-ad-${newAdId}`);
  await expect(card.getByRole("heading", { name: "Neon banner" })).toBeVisible();
  await expect(card).toContainText(name);
  await card.getByRole("button", { name: "Reject: Neon banner" }).click();
  const reject = reviewer.getByRole("dialog", { name: "Reject Neon banner" });
  await reject.getByLabel("Reason").fill("The logo is cut off at the edge.");
  await reject.getByRole("button", { name: "Reject" }).click();
  await expect(reviewer.getByText("Neon banner rejected.")).toBeVisible();
  await expect(card).toHaveCount(0);

  // The advertiser reads the reason, replaces the creative, and the ad goes back to review.
  await owner.reload();
  await expect(newAd.getByText("Rejected", { exact: true })).toBeVisible();
  await expect(newAd).toContainText("The reviewer wrote: “The logo is cut off at the edge.”");
  await expect(serving.locator('[data-reason="AD_REJECTED"]')).toContainText("Ad rejected");
  await owner.getByRole("button", { name: "Edit ad “Neon banner”" }).click();
  const fix = owner.getByRole("form", { name: "Edit ad “Neon banner”" });
  await fix.getByTestId("current-creative-0").getByRole("button", { name: "Replace" }).click();
  await fix.getByLabel("choose a file").setInputFiles({ name: "neon-2.jpg", mimeType: "image/jpeg", buffer: await makeJpeg(1200, 628) });
  await expect(fix.getByRole("button", { name: "Use another creative" })).toBeVisible({ timeout: 30_000 });
  await fix.getByRole("button", { name: "Save" }).click();
  await expect(fix).toHaveCount(0);
  await expect(newAd.getByText("In review", { exact: true })).toBeVisible();
  await expect(serving.locator('[data-reason="AD_PENDING_REVIEW"]')).toBeVisible();

  // The reviewer approves the changed ad: both ads serve.
  await reviewer.reload();
  await card.getByRole("button", { name: "Approve: Neon banner" }).click();
  await reviewer.getByRole("dialog", { name: "Approve Neon banner?" }).getByRole("button", { name: "Approve ad" }).click();
  await expect(reviewer.getByText("Neon banner approved.")).toBeVisible();
  await owner.reload();
  await expect(newAd.getByText("Active", { exact: true })).toBeVisible();
  // one word for where an ad stands: "Active" once approved, never "Active · In review" or "Approved" beside it
  await expect(newAd.getByText("In review", { exact: true })).toHaveCount(0);
  await expect(oldAd.getByText("Active", { exact: true })).toBeVisible();
  await expect(serving).toContainText("This campaign is serving");
  await expect(serving).not.toContainText("held back");
  await expect(serving.locator("[data-reason]")).toHaveCount(0);
  const final = await (
    await request.get(`/api/core/organization/${seed.owner.organizationId}/campaign/${campaign._id}`, {
      headers: bearer(seed.owner.apiKey),
    })
  ).json();
  expect(final.serving).toEqual({ status: "SERVING", reasons: [] });
  expect(final.ads.map((ad: { review: { status: string } }) => ad.review.status)).toEqual(["APPROVED", "APPROVED"]);
});
