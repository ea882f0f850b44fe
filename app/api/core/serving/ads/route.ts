import { routeOf } from "@/lib/api/operation";
import { listServingAds } from "@/lib/serving/operations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(listServingAds);
export { GET, POST, PUT, PATCH, DELETE };
