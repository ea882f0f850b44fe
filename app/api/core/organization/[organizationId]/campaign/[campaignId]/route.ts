import { routeOf } from "@/lib/http/operation";
import { getCampaign, updateCampaign } from "@/lib/operations/campaigns";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(getCampaign, updateCampaign);
export { GET, POST, PUT, PATCH, DELETE };
