import { routeOf } from "@/lib/api/operation";
import { campaignHistory } from "@/lib/campaigns/operations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(campaignHistory);
export { GET, POST, PUT, PATCH, DELETE };
