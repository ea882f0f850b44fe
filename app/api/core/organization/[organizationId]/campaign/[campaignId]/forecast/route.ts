import { routeOf } from "@/lib/http/operation";
import { campaignForecast } from "@/lib/operations/campaigns";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(campaignForecast);
export { GET, POST, PUT, PATCH, DELETE };
