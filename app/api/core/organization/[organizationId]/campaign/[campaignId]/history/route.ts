import { routeOf } from "@/lib/api/operation";
import { campaignHistory } from "@/lib/campaigns/operations";

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(campaignHistory);
