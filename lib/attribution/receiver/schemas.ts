import { z } from "zod";
import { PARTNER_SLUG, POSTBACK_KINDS, POSTBACK_OUTCOMES } from "@/lib/attribution/partners";

export const POSTBACKS_TAG = "Attribution";
export const RECEIVER_PATH = "/api/core/postbacks/{partner}/{token}";

export const receiverParams = {
  partner: z.enum(Object.values(PARTNER_SLUG) as [string, ...string[]]).describe("The app's attribution partner"),
  token: z.string().max(200).describe("The app's postback token (opt_…)"),
};

export const receiveResultSchema = z.object({
  postbackId: z.string().describe("The stored postback (the first one, for a retry)"),
  outcome: z.enum(POSTBACK_OUTCOMES).describe("ATTRIBUTED (counted) or UNMATCHED (stored, never counted)"),
  outcomeReason: z
    .string()
    .nullable()
    .describe(
      "Why it is unmatched: NO_AD, AD_UNKNOWN, AD_OF_ANOTHER_ORGANIZATION, AD_OF_ANOTHER_APP, CAMPAIGN_MISMATCH, PLATFORM_HAS_ANOTHER_PARTNER",
    ),
  kind: z.enum(POSTBACK_KINDS),
  duplicate: z.boolean().describe("A retry of a postback already stored: nothing new was written"),
});
