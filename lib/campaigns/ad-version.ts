import { z } from "zod";
import type { CreativeColumns } from "./serialize-campaign";

// An ad as a reviewer approves it: the fields whose change sends the ad back to review (creatives, destination)
// and the ones shown beside them. Stored on the ad as `approvedVersion` when it is approved, so the next round's
// reviewer sees what changed since, side by side.

const creativeVersionSchema = z.object({
  kind: z.string(),
  assetId: z.string().nullable(),
  url: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  mime: z.string().nullable(),
});

export const adVersionSchema = z.object({
  name: z.string(),
  categories: z.array(z.string()),
  cpm: z.number().int().nullable(),
  destinationUrl: z.string().nullable(),
  creatives: z.array(creativeVersionSchema),
});
export type AdVersion = z.infer<typeof adVersionSchema>;

type AdVersionSource = {
  name: string;
  categories: string[];
  cpm: bigint | null;
  destinationUrl: string | null;
  creatives: Pick<CreativeColumns, "kind" | "assetId" | "url" | "width" | "height" | "mime">[];
};

/** The version of an ad row (creatives in their order), as stored in `approvedVersion`. */
export function adVersionOf(ad: AdVersionSource): AdVersion {
  return {
    name: ad.name,
    categories: ad.categories,
    cpm: ad.cpm === null ? null : Number(ad.cpm),
    destinationUrl: ad.destinationUrl,
    creatives: ad.creatives.map(({ kind, assetId, url, width, height, mime }) => ({ kind, assetId, url, width, height, mime })),
  };
}

/** Fields whose change puts an approved ad back in review. */
export const REVIEWED_AD_FIELDS = ["creatives", "destinationUrl"] as const satisfies readonly (keyof AdVersion)[];

/** The names of the fields in which `next` differs from `approved` (every field when nothing was approved yet). */
export function changedAdFields(approved: AdVersion | null, next: AdVersion): (keyof AdVersion)[] {
  const fields = Object.keys(next) as (keyof AdVersion)[];
  if (!approved) return fields;
  return fields.filter((field) => JSON.stringify(approved[field]) !== JSON.stringify(next[field]));
}
