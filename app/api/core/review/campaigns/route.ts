import { routeOf } from "@/lib/http/operation";
import { listCampaignReviewQueue } from "@/lib/operations/review";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(listCampaignReviewQueue);
export { GET, POST, PUT, PATCH, DELETE };
