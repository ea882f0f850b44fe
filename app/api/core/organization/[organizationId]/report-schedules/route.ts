import { routeOf } from "@/lib/http/operation";
import { listReportSchedules, createReportSchedule } from "@/lib/operations/report-delivery";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(listReportSchedules, createReportSchedule);
export { GET, POST, PUT, PATCH, DELETE };
