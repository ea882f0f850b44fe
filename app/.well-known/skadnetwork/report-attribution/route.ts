import { routeOf } from "@/lib/http/operation";
import { reportSkanAttribution } from "@/lib/operations/attribution/skan-report-attribution";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(reportSkanAttribution);
export { GET, POST, PUT, PATCH, DELETE };
