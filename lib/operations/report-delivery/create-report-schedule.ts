import { actingId } from "@/lib/http/authenticate";
import { organizationOperation } from "@/lib/http/operation";
import { REPORTS_TAG } from "@/lib/operations/delivery/examples";
import { createSchedule } from "@/lib/report-delivery/manage-schedules";
import { createScheduleBody, scheduleSchema } from "@/lib/report-delivery/schemas";
import { SCHEDULE_RULES, scheduleExample, SCHEDULES_PATH } from "./examples";

export const createReportSchedule = organizationOperation({
  method: "POST",
  path: SCHEDULES_PATH,
  operationId: "createReportSchedule",
  summary: "Schedule a report e-mail",
  description:
    `The organization's report (campaignId absent or null) or one campaign's, e-mailed as CSV. ${SCHEDULE_RULES} ` +
    "The organization's report has a row per campaign, or with `perCampaign: false` the whole organization's, " +
    "campaigns added up (a row per day, or per day and country); perCampaign false with a campaignId or breakdown AD is 400. " +
    "Needs campaign:update: a schedule decides what other members receive. A recipient who is not a member of the " +
    "organization (or whose invitation is pending or membership expired) is 400 naming the entry; one whose role does " +
    "not let them read this report (campaign:read on every app the campaign promotes; for the organization's report " +
    "campaign:read on the organization) is 403 RECIPIENT_CANNOT_READ naming the entry, and nothing is saved. At each " +
    "send a recipient who may no longer read it is left out and the schedule's creator told by e-mail. Another " +
    "organization's campaign is 404.",
  tag: REPORTS_TAG,
  permission: "campaign:update",
  audit: "report-schedule:create",
  body: createScheduleBody,
  response: scheduleSchema,
  successStatus: 201,
  reasons: ["RECIPIENT_CANNOT_READ"],
  requestExample: {
    campaignId: scheduleExample.campaignId,
    frequency: "WEEKLY",
    breakdown: "AD",
    recipientIds: scheduleExample.recipientIds,
  },
  responseExample: scheduleExample,
  run: ({ organizationId, caller, body }) => createSchedule(organizationId, actingId(caller), body),
});
