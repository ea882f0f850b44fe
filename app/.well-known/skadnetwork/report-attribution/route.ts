import { routeOf } from "@/lib/api/operation";
import { reportSkanAttribution } from "@/lib/attribution/operations/skan-report-attribution";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(reportSkanAttribution);
export { GET, POST, PUT, PATCH, DELETE };
