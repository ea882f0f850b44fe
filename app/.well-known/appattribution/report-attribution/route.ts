import { routeOf } from "@/lib/api/operation";
import { reportAppAttribution } from "@/lib/attribution/skan/operations/report-attribution";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(reportAppAttribution);
export { GET, POST, PUT, PATCH, DELETE };
