import { routeOf } from "@/lib/http/operation";
import { listReportExports, createReportExport } from "@/lib/operations/report-delivery";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(listReportExports, createReportExport);
export { GET, POST, PUT, PATCH, DELETE };
