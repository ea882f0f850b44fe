import { routeOf } from "@/lib/api/operation";
import { changeCampaignStatus } from "@/lib/campaigns/operations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(changeCampaignStatus);
export { GET, POST, PUT, PATCH, DELETE };
