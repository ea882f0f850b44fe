import fs from "node:fs";
import path from "node:path";
import type { Browser } from "@playwright/test";
import { parseMail } from "@/lib/test/mail-message";
import { bearer, expect, hostedImage, test, type Seed, type SeedUser, signedInPage } from "@/e2e/fixtures";

// Issue 27's journey: a reviewer rejects a campaign; its owner sees the bell's count, the notification in words
// (which leads to the campaign), and the mail. Needs the events written at the change and the event worker's
// dispatcher and mailer running beside the server (NOTIFICATION_MAIL_DELAY_SECONDS=0 in scripts/e2e-server.mjs).

const as = (browser: Browser, user: SeedUser) => signedInPage(browser, user);

/** The mail to `to` whose text mentions `words`, waiting for the mailer's next round. */
async function mailMentioning(seed: Seed, to: string, words: string, timeoutMs = 90_000) {
  let found: ReturnType<typeof parseMail> | undefined;
  await expect
    .poll(
      () => {
        found = fs
          .readdirSync(seed.mailDir)
          .map((name) => parseMail(fs.readFileSync(path.join(seed.mailDir, name), "utf8")))
          .find((mail) => mail.to.toLowerCase().includes(to.toLowerCase()) && mail.text.includes(words));
        return !!found;
      },
      { timeout: timeoutMs, intervals: [1_000], message: `a mail to ${to} mentioning ${words}` },
    )
    .toBe(true);
  return found!;
}

test("a reviewer rejects a campaign: the owner sees the bell's count, the notification leads to the campaign, and the mail arrives", async ({
  browser,
  request,
  seed,
}) => {
  test.setTimeout(180_000);
  const organizationId = seed.owner.organizationId;
  const name = `Harvest push ${Date.now().toString(36)}`;
  const reason = "The banner hides the close button.";
  const created = await request.post(`/api/core/organization/${organizationId}/campaign`, {
    headers: bearer(seed.owner.apiKey),
    data: {
      name,
      startAt: new Date(Date.now() - 60_000).toISOString(),
      cur: "CURRENCY_KRW",
      budget: 300_000,
      targeting: { platforms: [], devices: [], tags: [], locations: [], languages: [] },
      btags: [],
      ads: [
        {
          name: "Harvest banner",
          categories: ["puzzle"],
          cpm: 2000,
          productType: "AD_PRODUCT_TYPE_INTRINSIC",
          creatives: [{ image: hostedImage("harvest") }],
          destinationUrl: "https://play.google.com/store/apps/details?id=com.e2e.harvest",
        },
      ],
    },
  });
  expect(created.status()).toBe(200);
  const campaignId = ((await created.json()) as { _id: string })._id;

  // The owner starts with everything read, so the count that appears is this rejection's.
  const owner = await as(browser, seed.owner);
  expect(
    (await owner.request.post("/api/core/notifications/read-all", { headers: { origin: new URL(owner.url()).origin } })).status(),
  ).toBe(200);
  await owner.goto(`/organizations/${organizationId}/dashboard`);
  const bell = owner.getByRole("button", { name: /^Notifications, / });
  await expect(bell).toHaveAccessibleName("Notifications, no unread notifications");

  const reviewer = await as(browser, seed.reviewer);
  await reviewer.goto(`/organizations/${seed.reviewer.organizationId}/review/campaigns`);
  const card = reviewer.getByTestId(`review-campaign-${campaignId}`);
  await card.getByRole("button", { name: `Reject: ${name}` }).click();
  const dialog = reviewer.getByRole("dialog", { name: `Reject ${name}` });
  await dialog.getByLabel("Reason").fill(reason);
  await dialog.getByRole("button", { name: "Reject" }).click();
  await expect(reviewer.getByText(`${name} rejected.`)).toBeVisible();

  // The rejection decides the campaign and its one ad: two events, two notifications. The bell asks again every
  // 30 s and on focus; a reload asks at once.
  await expect(async () => {
    await owner.reload({ waitUntil: "load" });
    await expect(bell).toHaveAccessibleName("Notifications, 2 unread notifications", { timeout: 3_000 });
  }).toPass({ timeout: 60_000, intervals: [2_000] });
  await expect(bell.getByTestId("notification-count")).toHaveText("2");

  await bell.click();
  const panel = owner.getByRole("region", { name: "Notifications" });
  const words = `Campaign “${name}” was rejected: ${reason}`;
  const link = panel.getByRole("link", { name: new RegExp(words.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")) });
  await expect(link).toBeVisible();
  await link.click();
  await owner.waitForURL(`**/organizations/${organizationId}/campaigns/${campaignId}`);
  await expect(owner.getByRole("heading", { name })).toBeVisible();
  // Following it marked it read; the ad's rejection is still unread.
  await expect(bell).toHaveAccessibleName("Notifications, 1 unread notification");

  const mail = await mailMentioning(seed, seed.owner.email, words);
  expect(mail.text).toContain(`/organizations/${organizationId}/campaigns/${campaignId}`);
  expect(mail.html).toContain(`/organizations/${organizationId}/campaigns/${campaignId}`);
});
