import { routeOf } from "@/lib/http/operation";
import { duplicateCampaign } from "@/lib/operations/campaigns";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(duplicateCampaign);
export { GET, POST, PUT, PATCH, DELETE };
