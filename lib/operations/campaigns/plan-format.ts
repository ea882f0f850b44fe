import { PLAN_CAMPAIGNS_MAX } from "@/lib/campaigns/plan-schemas";

/** What the plan routes say of the document they answer and take. */
export const PLAN_FORMAT =
  "A plan is { campaigns: [...] }, each entry a campaign with its ads (creatives by asset id, or a hosted image by " +
  "url, width, height and mime), targeting, budget, daily budget, bid, goal, frequency cap and schedule, and its " +
  "campaignId and version. Keep it in a file, edit it and send it back to POST /organization/{organizationId}/plan " +
  `(?dryRun=true previews it). At most ${PLAN_CAMPAIGNS_MAX} campaigns.`;
