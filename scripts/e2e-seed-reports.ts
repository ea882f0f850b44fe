// Playwright's report journey (e2e/ui/country-report.spec.ts): a campaign of the organization given whose delivery
// came by hour and country yesterday (UTC), and by day only for a second ad, written straight into the tables as
// ingest stores it. Made by scripts/e2e-fixtures.ts before the server starts.
import { createCampaignWithAds } from "@/lib/test/delivery";
import { storeDelivery } from "@/lib/test/delivery-rows";
import { addUtcDays, utcDayOf } from "@/lib/utc-day";

export async function seedReports(organizationId: string) {
  const { campaign, ads } = await createCampaignWithAds(organizationId, { ads: 2, name: "Country launch" });
  const yesterday = addUtcDays(utcDayOf(Date.now()), -1);
  await storeDelivery([
    // 03:00 UTC is noon in Seoul, the same day
    { adId: ads[0].id, date: yesterday, hour: 3, country: "KR", impressions: 12_000, clicks: 240, installs: 24, spend: 36_000 },
    { adId: ads[0].id, date: yesterday, hour: 3, country: "JP", impressions: 5000, clicks: 50, installs: 5, spend: 20_000 },
    { adId: ads[1].id, date: yesterday, impressions: 1000, clicks: 10, installs: 0, spend: 3000 },
  ]);
  return { campaignId: campaign.id };
}
