import { routeOf } from "@/lib/api/operation";
import { getCampaign, updateCampaign } from "@/lib/campaigns/operations";

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(getCampaign, updateCampaign);
