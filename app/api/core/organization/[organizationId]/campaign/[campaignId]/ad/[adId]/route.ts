import { routeOf } from "@/lib/http/operation";
import { updateAd } from "@/lib/operations/campaigns";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(updateAd);
export { GET, POST, PUT, PATCH, DELETE };
