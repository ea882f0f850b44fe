import { routeOf } from "@/lib/http/operation";
import { listServingAds } from "@/lib/operations/serving";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(listServingAds);
export { GET, POST, PUT, PATCH, DELETE };
