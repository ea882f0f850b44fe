import { routeOf } from "@/lib/api/operation";
import { getReportSchedule, updateReportSchedule, deleteReportSchedule } from "@/lib/report-delivery/operations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(getReportSchedule, updateReportSchedule, deleteReportSchedule);
export { GET, POST, PUT, PATCH, DELETE };
