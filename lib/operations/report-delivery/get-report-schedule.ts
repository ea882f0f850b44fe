import { organizationOperation } from "@/lib/http/operation";
import { REPORTS_TAG } from "@/lib/operations/delivery/examples";
import { getSchedule } from "@/lib/report-delivery/manage-schedules";
import { scheduleIdParams, scheduleSchema } from "@/lib/report-delivery/schemas";
import { scheduleExample, SCHEDULE_PATH } from "./examples";

export const getReportSchedule = organizationOperation({
  method: "GET",
  path: SCHEDULE_PATH,
  operationId: "getReportSchedule",
  summary: "Read one scheduled report e-mail",
  description: "Needs campaign:read; another organization's schedule is 404.",
  tag: REPORTS_TAG,
  permission: "campaign:read",
  params: scheduleIdParams,
  response: scheduleSchema,
  responseExample: scheduleExample,
  run: ({ organizationId, params }) => getSchedule(organizationId, params.scheduleId),
});
