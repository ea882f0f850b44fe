import { routeOf } from "@/lib/api/operation";
import { addAd } from "@/lib/campaigns/operations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(addAd);
export { GET, POST, PUT, PATCH, DELETE };
