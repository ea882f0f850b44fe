import { routeOf } from "@/lib/api/operation";
import { listCampaignReviewQueue } from "@/lib/review/operations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(listCampaignReviewQueue);
export { GET, POST, PUT, PATCH, DELETE };
