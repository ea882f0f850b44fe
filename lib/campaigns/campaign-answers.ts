import "server-only";
import type { CampaignWithFacts } from "./campaign-rows";
import { loadServingFacts } from "./serving-facts";
import { serializeCampaign, type CampaignRow } from "./serialize-campaign";
import type { Campaign } from "./schemas";

/** Campaign rows as answered, their serving facts loaded once for all of them. */
export async function campaignAnswers(rows: CampaignRow[], baseUrl: string): Promise<Campaign[]> {
  const factsOf = await loadServingFacts(rows);
  const now = new Date();
  return rows.map((row) => serializeCampaign(row, factsOf(row), baseUrl, now));
}

export async function campaignAnswer(row: CampaignRow, baseUrl: string): Promise<Campaign> {
  return (await campaignAnswers([row], baseUrl))[0];
}

/** Campaign rows read with their serving facts (campaign-rows.ts) as answered: no query. */
export function answersWithFacts(rows: CampaignWithFacts[], baseUrl: string): Campaign[] {
  const now = new Date();
  return rows.map((row) => serializeCampaign(row, row.facts, baseUrl, now));
}
