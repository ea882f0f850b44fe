import { organizationOperation } from "@/lib/http/operation";
import { REPORTS_TAG } from "@/lib/operations/delivery/examples";
import { mailConfigured } from "@/lib/mail/transport";
import { listSchedules } from "@/lib/report-delivery/manage-schedules";
import { scheduleListSchema } from "@/lib/report-delivery/schemas";
import { SCHEDULE_RULES, scheduleExample, SCHEDULES_PATH } from "./examples";

export const listReportSchedules = organizationOperation({
  method: "GET",
  path: SCHEDULES_PATH,
  operationId: "listReportSchedules",
  summary: "List scheduled report e-mails",
  description: `Every schedule of the organization, oldest first. ${SCHEDULE_RULES} Needs campaign:read.`,
  tag: REPORTS_TAG,
  permission: "campaign:read",
  response: scheduleListSchema,
  responseExample: { items: [scheduleExample], mailSent: true },
  run: async ({ organizationId }) => ({ ...(await listSchedules(organizationId)), mailSent: mailConfigured() }),
});
