import { routeOf } from "@/lib/http/operation";
import { getHouseCampaign, updateHouseCampaign } from "@/lib/operations/cross-promotions";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(getHouseCampaign, updateHouseCampaign);
export { GET, POST, PUT, PATCH, DELETE };
