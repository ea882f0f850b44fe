import type { NextRequest } from "next/server";
import { publicBaseUrl } from "@/lib/assets/serialize-asset";
import { answersWithFacts } from "@/lib/campaigns/campaign-answers";
import { getCampaignWithFactsOrThrow } from "@/lib/campaigns/get-campaign-or-throw";
import type { Campaign } from "@/lib/campaigns/schemas";
import { answerAtEnd } from "@/lib/http/batch-call";
import { requestOrigin } from "@/lib/http/request-origin";

/**
 * What a write of a campaign or its ads answers: the campaign as the write left it, with its ads, creatives and
 * serving facts, in one query; in an atomic batch that names the campaign no more after this write, read at the
 * batch's end with the others' (answerAtEnd).
 */
export async function changedCampaignAnswer(req: NextRequest, organizationId: string, campaignId: string): Promise<Campaign | Response> {
  const atEnd = answerAtEnd(req, campaignId);
  if (atEnd) return atEnd;
  const campaign = await getCampaignWithFactsOrThrow({ id: campaignId, organizationId });
  return answersWithFacts([campaign], publicBaseUrl(requestOrigin(req)))[0];
}
