// Playwright's report journey (e2e/ui/country-report.spec.ts): a campaign of the organization given whose delivery
// came by hour and country yesterday (UTC), and by day only for a second ad, written straight into the tables as
// ingest stores it. Run by scripts/e2e-server.mjs before the server starts; prints {"campaignId"} as JSON.
// tsx --conditions react-server scripts/e2e-seed-reports.ts --organization-id ID
import { parseArgs } from "node:util";
import { createCampaignWithAds } from "@/lib/test/delivery";
import { storeDelivery } from "@/lib/test/delivery-rows";
import { addUtcDays, utcDayOf } from "@/lib/utc-day";

const { values } = parseArgs({ options: { "organization-id": { type: "string" } } });

async function main() {
  const organizationId = values["organization-id"];
  if (!organizationId) throw new Error("usage: e2e-seed-reports.ts --organization-id ID");
  const { campaign, ads } = await createCampaignWithAds(organizationId, { ads: 2, name: "Country launch" });
  const yesterday = addUtcDays(utcDayOf(Date.now()), -1);
  await storeDelivery([
    // 03:00 UTC is noon in Seoul, the same day
    { adId: ads[0].id, date: yesterday, hour: 3, country: "KR", impressions: 12_000, clicks: 240, installs: 24, spend: 36_000 },
    { adId: ads[0].id, date: yesterday, hour: 3, country: "JP", impressions: 5000, clicks: 50, installs: 5, spend: 20_000 },
    { adId: ads[1].id, date: yesterday, impressions: 1000, clicks: 10, installs: 0, spend: 3000 },
  ]);
  process.stdout.write(`${JSON.stringify({ campaignId: campaign.id })}\n`);
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
