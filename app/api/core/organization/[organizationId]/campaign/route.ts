import { routeOf } from "@/lib/api/operation";
import { createCampaign, listCampaigns } from "@/lib/campaigns/operations";

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(listCampaigns, createCampaign);
