import { routeOf } from "@/lib/api/operation";
import { reviewAd } from "@/lib/campaigns/operations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(reviewAd);
export { GET, POST, PUT, PATCH, DELETE };
