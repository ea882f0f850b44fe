import { routeOf } from "@/lib/http/operation";
import { reportAppAttribution } from "@/lib/operations/attribution/skan-report-attribution";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(reportAppAttribution);
export { GET, POST, PUT, PATCH, DELETE };
