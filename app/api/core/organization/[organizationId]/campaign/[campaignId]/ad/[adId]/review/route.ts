import { routeOf } from "@/lib/http/operation";
import { reviewAd } from "@/lib/operations/campaigns";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(reviewAd);
export { GET, POST, PUT, PATCH, DELETE };
