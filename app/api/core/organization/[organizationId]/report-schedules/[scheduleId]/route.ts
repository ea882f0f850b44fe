import { routeOf } from "@/lib/http/operation";
import { getReportSchedule, updateReportSchedule, deleteReportSchedule } from "@/lib/operations/report-delivery";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(getReportSchedule, updateReportSchedule, deleteReportSchedule);
export { GET, POST, PUT, PATCH, DELETE };
