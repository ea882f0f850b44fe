import { organizationOperation } from "@/lib/http/operation";
import { REPORTS_TAG } from "@/lib/operations/delivery/examples";
import { deleteSchedule } from "@/lib/report-delivery/manage-schedules";
import { scheduleIdParams, scheduleSchema } from "@/lib/report-delivery/schemas";
import { scheduleExample, SCHEDULE_PATH } from "./examples";

export const deleteReportSchedule = organizationOperation({
  method: "DELETE",
  path: SCHEDULE_PATH,
  operationId: "deleteReportSchedule",
  summary: "Delete a scheduled report e-mail",
  description: "Nothing more is sent; answers the schedule as it was. Needs campaign:update.",
  tag: REPORTS_TAG,
  permission: "campaign:update",
  audit: "report-schedule:delete",
  params: scheduleIdParams,
  response: scheduleSchema,
  reasons: ["LOCK_TIMEOUT"],
  responseExample: scheduleExample,
  run: ({ organizationId, params }) => deleteSchedule(organizationId, params.scheduleId),
});
