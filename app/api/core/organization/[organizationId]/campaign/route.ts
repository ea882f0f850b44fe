import { routeOf } from "@/lib/http/operation";
import { createCampaign, listCampaigns } from "@/lib/operations/campaigns";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(listCampaigns, createCampaign);
export { GET, POST, PUT, PATCH, DELETE };
