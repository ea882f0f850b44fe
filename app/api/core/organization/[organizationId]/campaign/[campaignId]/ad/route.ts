import { routeOf } from "@/lib/http/operation";
import { addAd } from "@/lib/operations/campaigns";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(addAd);
export { GET, POST, PUT, PATCH, DELETE };
