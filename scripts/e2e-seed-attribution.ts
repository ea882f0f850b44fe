// Playwright's cohort journey (e2e/ui/attribution-reports.spec.ts): a campaign of the organization given (Seoul)
// with delivery and attributed installs 10 days ago and yesterday (its days), revenue in its cohorts, and one
// purchase in dollars waiting for a rate, written as the receiver stores them; delivery and installs are the ad's first
// creative's, on Android (its By creative view). Made by scripts/e2e-fixtures.ts
// before the server starts; answers {"campaignId", "days"}.
import { prisma } from "@/lib/db/client";
import { addRollup, postbackApp, storePostback } from "@/lib/test/attribution-reports";
import { createCampaignWithAds } from "@/lib/test/delivery";
import { storeDelivery } from "@/lib/test/delivery-rows";
import { dayIn, wallClockToInstant } from "@/lib/time-zone";
import { utcDayOf } from "@/lib/utc-day";

const ZONE = "Asia/Seoul";

export async function seedAttribution(organizationId: string) {
  const { campaign, ads } = await createCampaignWithAds(organizationId, { name: "Cohort launch" });
  const adId = ads[0].id;
  const creativeId = (await prisma.creative.findFirstOrThrow({ where: { adId }, orderBy: { position: "asc" } })).id;
  const cell = { country: "KR", creativeId, platform: "APP_PLATFORM_ANDROID" as const };
  const app = await postbackApp(organizationId);
  const days = [dayIn(Date.now() - 10 * 86_400_000, ZONE), dayIn(Date.now() - 86_400_000, ZONE)];
  // 01:00 of each Seoul day, and installs 20 minutes later
  const [early, late] = days.map((day) => wallClockToInstant(`${day}T01:00`, ZONE)!);
  const hourOf = (at: Date) => ({ date: utcDayOf(at), hour: at.getUTCHours() });
  await storeDelivery([
    { adId, ...hourOf(early), ...cell, impressions: 40_000, clicks: 800, installs: 20, spend: 50_000 },
    { adId, ...hourOf(late), ...cell, impressions: 16_000, clicks: 300, installs: 6, spend: 20_000 },
  ]);
  const key = (at: Date, dayOffset = 0, eventName = "") => ({
    organizationId,
    campaignId: campaign.id,
    adId,
    creativeId,
    country: "KR",
    platform: "APP_PLATFORM_ANDROID",
    source: "MMP" as const,
    installAt: new Date(at.getTime() + 20 * 60_000),
    dayOffset,
    eventName,
  });
  await addRollup(key(early), { installs: 10n, rejectedInstalls: 2n });
  await addRollup(key(early, 0, "purchase"), { events: 3n, revenue: 10_000n });
  await addRollup(key(early, 3, "purchase"), { events: 2n, revenue: 15_000n });
  await addRollup(key(late), { installs: 5n });
  await addRollup(key(late, 0, "purchase"), { events: 1n, revenue: 4_000n });
  const installAt = new Date(early.getTime() + 20 * 60_000);
  await storePostback({
    organizationId,
    ...app,
    campaignId: campaign.id,
    adId,
    creativeId,
    country: "KR",
    installAt,
    eventAt: new Date(installAt.getTime() + 86_400_000 + 60_000),
    eventName: "purchase",
    revenue: "2.5",
    currency: "USD",
  });
  return { campaignId: campaign.id, days };
}
