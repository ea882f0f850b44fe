import type { APIRequestContext, Browser } from "@playwright/test";
import { bearer, expect, hostedImage, test, waitForSnapshots, type SeedUser, signedInPage } from "@/e2e/fixtures";

// A campaign's life beyond its first review: paused while it waits, resubmitted once rejected, a daily budget
// with its pacing, and a copy.

const as = (browser: Browser, user: SeedUser) => signedInPage(browser, user);

const body = (name: string) => ({
  name,
  startAt: new Date(Date.now() - 60_000).toISOString(),
  cur: "CURRENCY_KRW",
  budget: 300_000,
  targeting: { platforms: [], devices: [], tags: [], locations: [], languages: [] },
  btags: [],
  ads: [
    {
      name: "Dawn banner",
      categories: ["puzzle"],
      cpm: 2000,
      productType: "AD_PRODUCT_TYPE_INTRINSIC",
      creatives: [{ image: hostedImage("dawn") }],
      destinationUrl: "https://play.google.com/store/apps/details?id=com.e2e.dawn",
    },
  ],
});

async function create(request: APIRequestContext, owner: SeedUser, name: string) {
  const res = await request.post(`/api/core/organization/${owner.organizationId}/campaign`, {
    headers: bearer(owner.apiKey),
    data: body(name),
  });
  expect(res.status()).toBe(200);
  return (await res.json()) as { _id: string; ads: { _id: string }[] };
}

async function decide(request: APIRequestContext, reviewer: SeedUser, organizationId: string, campaignId: string, data: object) {
  const res = await request.post(`/api/core/organization/${organizationId}/campaign/${campaignId}/status`, {
    headers: bearer(reviewer.apiKey),
    data,
  });
  expect(res.status()).toBe(200);
}

test("pause a campaign in review, which approval leaves paused; fix and resubmit a rejected one", async ({ browser, request, seed }) => {
  const organizationId = seed.owner.organizationId;
  const owner = await as(browser, seed.owner);
  const name = `Dawn push ${Date.now().toString(36)}`;
  const campaign = await create(request, seed.owner, name);
  await owner.goto(`/organizations/${organizationId}/campaigns/${campaign._id}`);
  const serving = owner.getByTestId("serving-panel");
  await owner.getByRole("button", { name: "Pause", exact: true }).click();
  await expect(owner.getByText(/Paused\. It stays in review/)).toBeVisible();
  await expect(serving.locator('[data-reason="PENDING_REVIEW"]')).toBeVisible();
  await expect(serving.locator('[data-reason="PAUSED"]')).toBeVisible();
  await expect(owner.getByRole("button", { name: "Resume", exact: true })).toBeVisible();

  await waitForSnapshots(request, organizationId, campaign._id, bearer(seed.owner.apiKey));
  await decide(request, seed.reviewer, organizationId, campaign._id, { status: "CAMPAIGN_STATUS_ACTIVE" });
  await owner.reload();
  await expect(owner.getByText("Paused").first()).toBeVisible();
  await expect(serving.locator('[data-reason="PENDING_REVIEW"]')).toHaveCount(0);
  await expect(serving.locator('[data-reason="PAUSED"]')).toBeVisible();

  // A second campaign is rejected; the owner fixes its name and resubmits it.
  const rejectedName = `Dusk push ${Date.now().toString(36)}`;
  const rejected = await create(request, seed.owner, rejectedName);
  await decide(request, seed.reviewer, organizationId, rejected._id, { status: "CAMPAIGN_STATUS_REJECTED", reason: "Name is misleading." });
  await owner.goto(`/organizations/${organizationId}/campaigns/${rejected._id}`);
  await expect(serving.locator('[data-reason="REJECTED"]')).toContainText("Name is misleading.");
  await owner.getByRole("button", { name: "Edit", exact: true }).click();
  await owner.getByLabel("Name").fill(`${rejectedName} fixed`);
  await owner.getByRole("button", { name: "Save" }).click();
  await expect(owner.getByRole("heading", { name: `${rejectedName} fixed` })).toBeVisible();
  await owner.getByRole("button", { name: "Resubmit for review" }).click();
  await expect(owner.getByText(/Resubmitted/)).toBeVisible();
  await expect(serving.locator('[data-reason="PENDING_REVIEW"]')).toBeVisible();
  await expect(owner.getByTestId("status-history").getByRole("listitem").first()).toContainText("Rejected → In review");
});

test("set a daily budget and read the pacing card; duplicate a campaign and land on the copy", async ({ browser, request, seed }) => {
  const organizationId = seed.owner.organizationId;
  const owner = await as(browser, seed.owner);
  const name = `Noon push ${Date.now().toString(36)}`;
  const campaign = await create(request, seed.owner, name);
  await owner.goto(`/organizations/${organizationId}/campaigns/${campaign._id}`);
  await expect(owner.getByTestId("serving-forecast")).toContainText("It is not serving now");

  await owner.getByRole("button", { name: "Edit", exact: true }).click();
  await owner.getByLabel("Daily budget (KRW, optional)").fill("20000");
  await owner.getByRole("button", { name: "Save" }).click();
  await expect(owner.getByTestId("pacing-today")).toContainText("₩0 of ₩20,000");
  // Nothing reported by the hour: the daily budget resets at 00:00 UTC, said in the organization's time too (the
  // journeys' organizations are in Seoul).
  await expect(owner.getByTestId("pacing-today")).toContainText(/Resets at 00:00 UTC \(.*9:00 AM UTC\+9\)/);

  await owner.getByRole("button", { name: "Duplicate", exact: true }).click();
  await expect(owner.getByRole("heading", { name: `Copy of ${name}` })).toBeVisible();
  expect(owner.url()).not.toContain(campaign._id);
  await expect(owner.getByTestId("pacing-today")).toContainText("of ₩20,000");
});
