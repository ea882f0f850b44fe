import { routeOf } from "@/lib/api/operation";
import { createCampaign, listCampaigns } from "@/lib/campaigns/operations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(listCampaigns, createCampaign);
export { GET, POST, PUT, PATCH, DELETE };
