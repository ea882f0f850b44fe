import { routeOf } from "@/lib/http/operation";
import { exportCampaignPlan } from "@/lib/operations/campaigns";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(exportCampaignPlan);
export { GET, POST, PUT, PATCH, DELETE };
