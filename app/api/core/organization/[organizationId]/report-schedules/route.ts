import { routeOf } from "@/lib/api/operation";
import { listReportSchedules, createReportSchedule } from "@/lib/report-delivery/operations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(listReportSchedules, createReportSchedule);
export { GET, POST, PUT, PATCH, DELETE };
