import { routeOf } from "@/lib/api/operation";
import { getReportExport } from "@/lib/report-delivery/operations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(getReportExport);
export { GET, POST, PUT, PATCH, DELETE };
