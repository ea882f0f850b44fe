import { routeOf } from "@/lib/http/operation";
import { changeCampaignStatus } from "@/lib/operations/campaigns";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(changeCampaignStatus);
export { GET, POST, PUT, PATCH, DELETE };
