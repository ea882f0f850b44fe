import type { APIRequestContext, Browser } from "@playwright/test";
import { makeJpeg } from "@/lib/test/media";
import { bearer, expect, test, type SeedUser, signedInPage } from "@/e2e/fixtures";

// Per-ad review in a running campaign: the campaign is set up through the API (create, approve, add an ad, change
// an approved ad); the reviewer decides in the console's Ads tab, beside the version approved before.

const as = (browser: Browser, user: SeedUser) => signedInPage(browser, user);

/** An uploaded image, READY, of the owner's organization. */
async function uploadImage(request: APIRequestContext, owner: SeedUser, name: string, width: number, height: number) {
  const headers = bearer(owner.apiKey);
  const upload = await request.post(`/api/core/organization/${owner.organizationId}/ad/assets`, {
    headers,
    multipart: { productType: "1", file: { name, mimeType: "image/jpeg", buffer: await makeJpeg(width, height) } },
  });
  expect(upload.status()).toBe(202);
  const { statusPath, assetId } = await upload.json();
  await expect.poll(async () => (await (await request.get(statusPath, { headers })).json()).status, { timeout: 30_000 }).toBe("READY");
  return assetId as string;
}

const adBody = (name: string, assetId: string, destinationUrl: string) => ({
  name,
  categories: ["puzzle"],
  cpm: 2000,
  productType: "AD_PRODUCT_TYPE_INTRINSIC",
  creatives: [{ image: { assetId } }],
  destinationUrl,
});

test("a reviewer rejects a new ad with a reason, approves it once changed, and approves a changed destination seen beside the approved one", async ({
  browser,
  request,
  seed,
}) => {
  const suffix = Date.now().toString(36);
  const owner = bearer(seed.owner.apiKey);
  const reviewerKey = bearer(seed.reviewer.apiKey);
  const base = `/api/core/organization/${seed.owner.organizationId}`;
  const [first, second, replacement] = [
    await uploadImage(request, seed.owner, "first.jpg", 1200, 628),
    await uploadImage(request, seed.owner, "second.jpg", 640, 640),
    await uploadImage(request, seed.owner, "replacement.jpg", 800, 600),
  ];

  // A campaign created and approved: its ad is approved with it.
  const created = await request.post(`${base}/campaign`, {
    headers: owner,
    data: {
      name: `Live ads ${suffix}`,
      startAt: "2026-01-01T00:00:00Z",
      endAt: "2099-12-31T00:00:00Z",
      cur: "CURRENCY_KRW",
      budget: 500000,
      targeting: { platforms: [], devices: [], tags: [], locations: ["KR"], languages: [] },
      btags: [],
      ads: [adBody("Launch banner", first, "https://play.google.com/store/apps/details?id=com.e2e.launch")],
    },
  });
  expect(created.status()).toBe(200);
  const campaign = await created.json();
  const approved = await request.post(`${base}/campaign/${campaign._id}/status`, {
    headers: reviewerKey,
    data: { status: "CAMPAIGN_STATUS_ACTIVE" },
  });
  expect(approved.status()).toBe(200);
  expect((await approved.json()).ads[0].review).toEqual({ status: "APPROVED" });

  // The advertiser adds an ad: it alone waits for review.
  const newAdName = `Second look ${suffix}`;
  const added = await request.post(`${base}/campaign/${campaign._id}/ad`, {
    headers: owner,
    data: adBody(newAdName, second, "https://play.google.com/store/apps/details?id=com.e2e.second"),
  });
  expect(added.status()).toBe(200);
  const newAd = (await added.json()).ads.find((ad: { name: string }) => ad.name === newAdName);
  expect(newAd.review).toEqual({ status: "PENDING" });

  const reviewer = await as(browser, seed.reviewer);
  await reviewer.goto(`/organizations/${seed.reviewer.organizationId}/review`);
  await reviewer.getByRole("navigation", { name: "What to review" }).getByRole("link", { name: "Ads" }).click();
  await expect(reviewer.getByRole("heading", { name: "Ad review" })).toBeVisible();
  const card = reviewer.getByTestId(`review-ad-${newAd._id}`);
  await expect(card.getByRole("heading", { name: newAdName })).toBeVisible();
  await expect(card).toContainText(`Live ads ${suffix}`);
  await expect(card.getByText("New ad", { exact: true })).toBeVisible();
  await expect(card.getByTestId("approved-version")).toContainText("Never approved");
  // The creative previews from the console's own media.
  const preview = card.getByTestId("current-version").getByRole("img", { name: `Creative 1 of ${newAdName}` });
  await expect(preview).toBeVisible();
  expect(new URL((await preview.getAttribute("src"))!).origin).toBe(new URL(reviewer.url()).origin);

  // Reject: a reason is required.
  await card.getByRole("button", { name: `Reject: ${newAdName}` }).click();
  const dialog = reviewer.getByRole("dialog", { name: `Reject ${newAdName}` });
  await dialog.getByRole("button", { name: "Reject" }).click();
  await expect(dialog.getByText("must not be empty")).toBeVisible();
  await dialog.getByLabel("Reason").fill("The text in the image is unreadable on a phone.");
  await dialog.getByRole("button", { name: "Reject" }).click();
  await expect(reviewer.getByText(`${newAdName} rejected.`)).toBeVisible();
  await expect(card).toHaveCount(0);
  const afterReject = await (await request.get(`${base}/campaign/${campaign._id}`, { headers: owner })).json();
  expect(afterReject.ads.find((ad: { _id: string }) => ad._id === newAd._id).review).toEqual({
    status: "REJECTED",
    reason: "The text in the image is unreadable on a phone.",
  });

  // The advertiser replaces the creative (the ad goes back to review), and changes the approved ad's destination.
  const replaced = await request.patch(`${base}/campaign/${campaign._id}/ad/${newAd._id}`, {
    headers: owner,
    data: { creatives: [{ image: { assetId: replacement } }] },
  });
  expect(replaced.status()).toBe(200);
  const launchAd = campaign.ads[0];
  const moved = await request.patch(`${base}/campaign/${campaign._id}/ad/${launchAd._id}`, {
    headers: owner,
    data: { destinationUrl: "https://play.google.com/store/apps/details?id=com.e2e.launch2" },
  });
  expect(moved.status()).toBe(200);

  await reviewer.reload();
  // The changed destination, side by side: the approved address and the new one, the row marked changed.
  const changedCard = reviewer.getByTestId(`review-ad-${launchAd._id}`);
  await expect(changedCard.getByText("Changed: Destination URL")).toBeVisible();
  const approvedColumn = changedCard.getByTestId("approved-version");
  const currentColumn = changedCard.getByTestId("current-version");
  await expect(approvedColumn.locator('[data-field="destinationUrl"]')).toContainText("com.e2e.launch");
  await expect(currentColumn.locator('[data-field="destinationUrl"][data-changed]')).toContainText("com.e2e.launch2");
  await expect(currentColumn.locator('[data-field="creatives"]')).not.toHaveAttribute("data-changed");
  await expect(approvedColumn.getByRole("img", { name: "Approved creative 1 of Launch banner" })).toBeVisible();

  // Approve, after a confirmation saying what follows.
  await changedCard.getByRole("button", { name: "Approve: Launch banner" }).click();
  const confirm = reviewer.getByRole("dialog", { name: "Approve Launch banner?" });
  await expect(confirm).toContainText("It becomes the approved version");
  await confirm.getByRole("button", { name: "Approve ad" }).click();
  await expect(reviewer.getByText("Launch banner approved.")).toBeVisible();

  // The replaced ad is back, and approved.
  const again = reviewer.getByTestId(`review-ad-${newAd._id}`);
  await expect(again.getByRole("img", { name: `Creative 1 of ${newAdName}` })).toBeVisible();
  await again.getByRole("button", { name: `Approve: ${newAdName}` }).click();
  await reviewer
    .getByRole("dialog", { name: `Approve ${newAdName}?` })
    .getByRole("button", { name: "Approve ad" })
    .click();
  await expect(reviewer.getByText(`${newAdName} approved.`)).toBeVisible();

  const final = await (await request.get(`${base}/campaign/${campaign._id}`, { headers: owner })).json();
  expect(final.ads.map((ad: { review: { status: string } }) => ad.review.status)).toEqual(["APPROVED", "APPROVED"]);
  const history = await (await request.get(`${base}/campaign/${campaign._id}/history`, { headers: owner })).json();
  expect(history.items.length).toBeGreaterThanOrEqual(5);
});
