import { z } from "zod";
import { objectIdSchema } from "@/lib/object-id-schema";
import { urlSchema } from "@/lib/url";
import { CREATIVES_MAX } from "./campaign-constants";
import { frequencyCapBody } from "./delivery-limit-schemas";
import { AD_STATUSES, adBody, campaignIdParams, campaignNameSchema, cpmSchema, imageSource, labelListSchema, videoSource } from "./schemas";

// Requests of the extension routes that change one ad of a live campaign: add one, change one, pause or resume one.

export const adIdParams = { ...campaignIdParams, adId: objectIdSchema.describe("Ad id") };

/** Extension POST /campaign/{campaignId}/ad: one ad exactly as an item of operation 2's `ads`. */
export const addAdBody = adBody;

/** An item of the new creatives list: an existing creative of the ad kept, or a new one. */
const creativeChange = z
  .strictObject({
    _id: objectIdSchema.optional().describe("Keep this existing creative of the ad (at this position)"),
    image: imageSource.optional(),
    video: videoSource.optional(),
  })
  .superRefine((item, ctx) => {
    const sent = [item._id, item.image, item.video].filter((member) => member !== undefined).length;
    if (sent !== 1) ctx.addIssue({ code: "custom", path: [], message: "must have exactly one of _id, image or video" });
  })
  .describe("{ _id } to keep an existing creative of this ad, or a new creative { image } or { video }")
  .meta({ id: "AdCreativeChange", oneOf: [{ required: ["_id"] }, { required: ["image"] }, { required: ["video"] }] });

/** Extension PATCH /campaign/{campaignId}/ad/{adId}: every member optional. */
export const updateAdBody = z
  .strictObject({
    name: campaignNameSchema.optional(),
    categories: labelListSchema.optional(),
    cpm: cpmSchema
      .nullable()
      .optional()
      .describe("New price per thousand impressions in KRW, or null for none (as an ad created without one)"),
    destinationUrl: urlSchema.nullable().optional().describe("Where a click leads (Url), or null for none"),
    creatives: z
      .array(creativeChange)
      .min(1, "must keep at least one creative")
      .max(CREATIVES_MAX, `at most ${CREATIVES_MAX} creatives`)
      .superRefine((list, ctx) => {
        const seen = new Set<string>();
        list.forEach((item, index) => {
          if (item._id === undefined) return;
          if (seen.has(item._id)) ctx.addIssue({ code: "custom", path: [index, "_id"], message: `repeats ${item._id}` });
          seen.add(item._id);
        });
      })
      .optional()
      .describe(
        "The ad's whole new list of creatives, in order: existing ones by _id, new ones as in operation 2; those left out are removed",
      ),
    frequencyCap: frequencyCapBody.describe(
      "Extension: the ad's own new cap, or null for none; left out: unchanged (a cap change needs no review)",
    ),
  })
  .meta({ id: "UpdateAdRequest" });
export type UpdateAdInput = z.output<typeof updateAdBody>;

/** Extension POST /campaign/{campaignId}/ad/{adId}/status. */
export const changeAdStatusBody = z
  .strictObject({ status: z.enum(AD_STATUSES, { error: `must be one of ${AD_STATUSES.join(", ")}` }) })
  .meta({ id: "ChangeAdStatusRequest" });
