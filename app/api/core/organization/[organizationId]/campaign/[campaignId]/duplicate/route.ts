import { routeOf } from "@/lib/api/operation";
import { duplicateCampaign } from "@/lib/campaigns/operations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(duplicateCampaign);
export { GET, POST, PUT, PATCH, DELETE };
