import { routeOf } from "@/lib/api/operation";
import { getHouseCampaign, updateHouseCampaign } from "@/lib/cross-promotions/operations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(getHouseCampaign, updateHouseCampaign);
export { GET, POST, PUT, PATCH, DELETE };
