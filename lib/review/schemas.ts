import { z } from "zod";
import { pageSchema, paginationQuery } from "@/lib/api/pagination";
import { objectIdSchema } from "@/lib/object-id-schema";

export const reviewCountsSchema = z
  .object({
    appPlatforms: z.number().int().describe("PENDING app platforms of live apps"),
    campaigns: z.number().int().describe("PENDING campaigns"),
    ads: z.number().int().describe("PENDING ads of campaigns approved before (the ad queue)"),
    topUps: z.number().int().describe("Top-up requests waiting for a transfer"),
  })
  .meta({ id: "ReviewCounts" });
export type ReviewCounts = z.infer<typeof reviewCountsSchema>;

export const organizationSearchQuery = paginationQuery.extend({
  q: z.string().trim().max(100, "must be at most 100 characters").optional().describe("Part of the organization's name, any case"),
  id: objectIdSchema.optional().describe("Only this organization (the name of one already picked)"),
});

const organizationHitSchema = z
  .object({ _id: z.string(), name: z.string(), createdAt: z.iso.datetime({ offset: true }) })
  .meta({ id: "OrganizationSearchHit" });
export const organizationSearchSchema = pageSchema(organizationHitSchema).meta({ id: "OrganizationSearchPage" });
export type OrganizationSearchPage = z.infer<typeof organizationSearchSchema>;
