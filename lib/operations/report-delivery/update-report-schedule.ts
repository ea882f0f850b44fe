import { organizationOperation } from "@/lib/http/operation";
import { REPORTS_TAG } from "@/lib/operations/delivery/examples";
import { updateSchedule } from "@/lib/report-delivery/manage-schedules";
import { scheduleIdParams, scheduleSchema, updateScheduleBody } from "@/lib/report-delivery/schemas";
import { scheduleExample, SCHEDULE_PATH } from "./examples";

export const updateReportSchedule = organizationOperation({
  method: "PATCH",
  path: SCHEDULE_PATH,
  operationId: "updateReportSchedule",
  summary: "Change a scheduled report e-mail",
  description:
    "The fields given change; a new frequency moves nextRunAt to that frequency's next send. Recipients given are checked " +
    "as on create (400 not a member, 403 RECIPIENT_CANNOT_READ), and so is perCampaign false with the schedule's campaignId or breakdown AD. Needs campaign:update.",
  tag: REPORTS_TAG,
  permission: "campaign:update",
  audit: "report-schedule:update",
  params: scheduleIdParams,
  body: updateScheduleBody,
  response: scheduleSchema,
  reasons: ["RECIPIENT_CANNOT_READ", "LOCK_TIMEOUT"],
  requestExample: { frequency: "MONTHLY" },
  responseExample: { ...scheduleExample, frequency: "MONTHLY", nextRunAt: "2026-11-30T21:00:00.000Z" },
  run: ({ organizationId, params, body }) => updateSchedule(organizationId, params.scheduleId, body),
});
