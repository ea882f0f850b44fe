import { routeOf } from "@/lib/api/operation";
import { listCampaignReviewQueue } from "@/lib/review/operations";

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(listCampaignReviewQueue);
