import { routeOf } from "@/lib/api/operation";
import { reportAppAttribution } from "@/lib/attribution/operations/skan-report-attribution";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(reportAppAttribution);
export { GET, POST, PUT, PATCH, DELETE };
