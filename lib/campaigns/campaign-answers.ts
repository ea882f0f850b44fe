import "server-only";
import type { Tx } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import { campaignRowsWithFacts, type CampaignWithFacts } from "./campaign-rows";
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

/** These campaigns of the organization as answered, by id, read in one statement in `tx`. */
export async function campaignAnswersById(tx: Tx, organizationId: string, ids: string[], baseUrl: string): Promise<Map<string, Campaign>> {
  const rows = await campaignRowsWithFacts(organizationId, Prisma.sql`c."id" = ANY(${ids}::text[])`, ids.length, undefined, tx);
  return new Map(answersWithFacts(rows, baseUrl).map((campaign) => [campaign._id, campaign]));
}
