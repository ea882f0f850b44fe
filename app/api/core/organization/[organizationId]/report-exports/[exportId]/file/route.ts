import { routeOf } from "@/lib/api/operation";
import { downloadReportExport } from "@/lib/report-delivery/operations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(downloadReportExport);
export { GET, POST, PUT, PATCH, DELETE };
