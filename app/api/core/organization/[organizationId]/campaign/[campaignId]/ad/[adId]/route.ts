import { routeOf } from "@/lib/api/operation";
import { updateAd } from "@/lib/campaigns/operations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(updateAd);
export { GET, POST, PUT, PATCH, DELETE };
