import { routeOf } from "@/lib/http/operation";
import { campaignHistory } from "@/lib/operations/campaigns";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(campaignHistory);
export { GET, POST, PUT, PATCH, DELETE };
