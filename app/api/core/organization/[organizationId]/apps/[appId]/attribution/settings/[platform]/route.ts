import { routeOf } from "@/lib/http/operation";
import { deleteAttributionSetting, getAttributionSetting, putAttributionSetting } from "@/lib/operations/attribution/settings";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(getAttributionSetting, putAttributionSetting, deleteAttributionSetting);
export { GET, POST, PUT, PATCH, DELETE };
