import { routeOf } from "@/lib/api/operation";
import { listReportExports, createReportExport } from "@/lib/report-delivery/operations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(listReportExports, createReportExport);
export { GET, POST, PUT, PATCH, DELETE };
