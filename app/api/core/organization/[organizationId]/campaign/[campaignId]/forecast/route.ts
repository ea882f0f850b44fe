import { routeOf } from "@/lib/api/operation";
import { campaignForecast } from "@/lib/campaigns/operations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(campaignForecast);
export { GET, POST, PUT, PATCH, DELETE };
