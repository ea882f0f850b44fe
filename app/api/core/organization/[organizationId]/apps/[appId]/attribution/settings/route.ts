import { routeOf } from "@/lib/http/operation";
import { listAttributionSettings } from "@/lib/operations/attribution/settings";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(listAttributionSettings);
export { GET, POST, PUT, PATCH, DELETE };
