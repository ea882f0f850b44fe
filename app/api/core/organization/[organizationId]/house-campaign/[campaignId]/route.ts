import { routeOf } from "@/lib/api/operation";
import { getHouseCampaign, updateHouseCampaign } from "@/lib/cross-promotions/operations";

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(getHouseCampaign, updateHouseCampaign);
