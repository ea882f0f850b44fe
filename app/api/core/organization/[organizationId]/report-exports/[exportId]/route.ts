import { routeOf } from "@/lib/http/operation";
import { getReportExport } from "@/lib/operations/report-delivery";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(getReportExport);
export { GET, POST, PUT, PATCH, DELETE };
