import { routeOf } from "@/lib/api/operation";
import { listAttributionSettings } from "@/lib/attribution/operations/settings";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(listAttributionSettings);
export { GET, POST, PUT, PATCH, DELETE };
