import { routeOf } from "@/lib/api/operation";
import { changeCampaignStatus } from "@/lib/campaigns/operations";

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(changeCampaignStatus);
