import { routeOf } from "@/lib/api/operation";
import { getCampaign, updateCampaign } from "@/lib/campaigns/operations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(getCampaign, updateCampaign);
export { GET, POST, PUT, PATCH, DELETE };
