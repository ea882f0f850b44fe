import { routeOf } from "@/lib/http/operation";
import { campaignReport } from "@/lib/operations/delivery";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(campaignReport);
export { GET, POST, PUT, PATCH, DELETE };
