import { z } from "zod";
import { pageSchema, paginationQuery } from "@/lib/api/pagination";
import { BREAKDOWNS, reportQuery } from "@/lib/delivery/schemas";
import { objectIdSchema } from "@/lib/object-id-schema";
import { EXPORT_STATUSES, FREQUENCIES } from "@/lib/report-delivery-values";

/** How many members one schedule may mail. */
const RECIPIENTS_MAX = 50;

export const scheduleIdParams = { scheduleId: objectIdSchema.describe("Report schedule id") };
export const exportIdParams = { exportId: objectIdSchema.describe("Report export id") };

const recipientIdsField = z
  .array(objectIdSchema)
  .min(1, "must name at least 1 member")
  .max(RECIPIENTS_MAX, `must name at most ${RECIPIENTS_MAX} members`)
  .refine((ids) => new Set(ids).size === ids.length, "must not name a member twice")
  .describe("User ids of the organization's members who receive it");

const frequencyField = z
  .enum(FREQUENCIES)
  .describe("WEEKLY: the last full Monday-to-Sunday week, sent Mondays; MONTHLY: the last full month, sent on the 1st");
const breakdownField = z
  .enum(BREAKDOWNS)
  .describe(
    "As the report's breakdown: a row per ad (AD), per ad and creative (CREATIVE), per country (COUNTRY), per app platform (PLATFORM) or ads added up (NONE)",
  );
const perCampaignField = z
  .boolean()
  .describe(
    "The organization's report (campaignId null) only: true (default) a row per campaign, as GET /report answers; false the " +
      "whole organization's, campaigns added up (as GET /report?perCampaign=false: a row per day, or per day and country). " +
      "false needs campaignId null and a breakdown other than AD or CREATIVE (ads belong to campaigns) and no adId filter",
  );

type ReportScope = { campaignId: string | null; perCampaign: boolean; breakdown: string; adId?: unknown };

/**
 * Why a report's scope cannot be built (the path and message of the field at fault), or null: only the
 * organization's report adds its campaigns up, and the added-up table (DeliveryRollup) has no ads.
 */
export function wholeOrganizationIssue(scope: ReportScope): { path: string[]; message: string } | null {
  if (scope.perCampaign) return null;
  if (scope.campaignId !== null)
    return { path: ["perCampaign"], message: "perCampaign=false is for the organization's report: campaignId must be null." };
  if (scope.breakdown === "AD" || scope.breakdown === "CREATIVE") {
    return { path: ["breakdown"], message: `Breakdown ${scope.breakdown} needs perCampaign=true: ads belong to campaigns.` };
  }
  if (scope.adId !== undefined) return { path: ["adId"], message: "An adId filter needs perCampaign=true: ads belong to campaigns." };
  return null;
}

/** The fields of a schedule request (picked by the console's form: a refined object cannot be picked from). */
export const scheduleRequestFields = z.strictObject({
  campaignId: objectIdSchema.nullable().default(null).describe("One campaign's report; null or absent: the organization's"),
  frequency: frequencyField,
  breakdown: breakdownField.default("NONE"),
  perCampaign: perCampaignField.default(true),
  recipientIds: recipientIdsField,
});

/** Extension POST /report-schedules. */
export const createScheduleBody = scheduleRequestFields
  .superRefine((body, ctx) => {
    const issue = wholeOrganizationIssue(body);
    if (issue) ctx.addIssue({ code: "custom", ...issue });
  })
  .meta({ id: "ReportScheduleRequest" });
export type CreateScheduleInput = z.output<typeof createScheduleBody>;

/** Extension PATCH /report-schedules/{scheduleId}: the fields given change. */
export const updateScheduleBody = z
  .strictObject({
    frequency: frequencyField.optional(),
    breakdown: breakdownField.optional(),
    perCampaign: perCampaignField.optional(),
    recipientIds: recipientIdsField.optional(),
  })
  .meta({ id: "ReportScheduleUpdate" });
export type UpdateScheduleInput = z.output<typeof updateScheduleBody>;

const instant = () => z.iso.datetime({ offset: true });

export const scheduleSchema = z
  .object({
    _id: objectIdSchema,
    organizationId: objectIdSchema,
    campaignId: objectIdSchema.nullable(),
    campaignName: z.string().nullable().describe("The campaign's name; null for the organization's report"),
    frequency: z.enum(FREQUENCIES),
    breakdown: z.string().describe("The report's breakdown"),
    perCampaign: z.boolean().describe("The organization's report: a row per campaign (true) or the whole organization's (false)"),
    recipientIds: z
      .array(objectIdSchema)
      .describe("Members who receive it (one who left the organization, or whose role no longer reads the report, no longer does)"),
    nextRunAt: instant().describe("When it is sent next: Monday or the 1st, 06:00 in the organization's time zone"),
    lastRunAt: instant().nullable(),
    createdAt: instant(),
    updatedAt: instant(),
  })
  .meta({ id: "ReportSchedule" });
export type ScheduleAnswer = z.infer<typeof scheduleSchema>;

export const scheduleListSchema = z
  .object({
    items: z.array(scheduleSchema),
    mailSent: z
      .boolean()
      .describe("false when this server sends no e-mail (SMTP_URL unset): schedules are kept, but no report goes out until mail is set up"),
  })
  .meta({ id: "ReportScheduleList" });
export type ScheduleList = z.infer<typeof scheduleListSchema>;

/** Extension POST /report-exports. */
export const createExportBody = z
  .strictObject({
    campaignId: objectIdSchema.nullable().default(null).describe("One campaign's report; null or absent: the organization's"),
    query: reportQuery.describe("The report query, as the report routes take it"),
    perCampaign: perCampaignField.default(true),
  })
  .superRefine((body, ctx) => {
    const issue = wholeOrganizationIssue({ ...body, breakdown: body.query.breakdown, adId: body.query.adId });
    if (issue) ctx.addIssue({ code: "custom", ...issue, path: issue.path[0] === "perCampaign" ? issue.path : ["query", ...issue.path] });
  })
  .meta({ id: "ReportExportRequest" });
export type CreateExportInput = z.output<typeof createExportBody>;

export const exportSchema = z
  .object({
    _id: objectIdSchema,
    organizationId: objectIdSchema,
    campaignId: objectIdSchema.nullable(),
    query: z.object({
      from: z.string(),
      to: z.string(),
      granularity: z.string(),
      breakdown: z.string(),
    }),
    perCampaign: z.boolean().describe("The organization's report: a row per campaign (true) or the whole organization's (false)"),
    status: z.enum(EXPORT_STATUSES),
    rowCount: z.number().int().nullable().describe("Rows in the CSV, once READY"),
    byteSize: z.number().int().nullable().describe("Size of the CSV in bytes, once READY"),
    errorMessage: z.string().nullable().describe("Why it FAILED"),
    downloadPath: z.string().nullable().describe("Where to GET the CSV, once READY"),
    createdAt: instant(),
    completedAt: instant().nullable(),
    expiresAt: instant().describe("The export and its file are deleted then (7 days after it was asked for)"),
  })
  .meta({ id: "ReportExport" });
export type ExportAnswer = z.infer<typeof exportSchema>;

export const exportListQuery = paginationQuery.describe("ReportExportQuery");
export const exportPageSchema = pageSchema(exportSchema).meta({ id: "ReportExportPage" });
