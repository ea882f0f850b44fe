import { routeOf } from "@/lib/http/operation";
import { downloadReportExport } from "@/lib/operations/report-delivery";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(downloadReportExport);
export { GET, POST, PUT, PATCH, DELETE };
