import { routeOf } from "@/lib/api/operation";
import { campaignReport } from "@/lib/delivery/operations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(campaignReport);
export { GET, POST, PUT, PATCH, DELETE };
