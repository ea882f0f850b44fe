import { routeOf } from "@/lib/api/operation";
import { deleteAttributionSetting, getAttributionSetting, putAttributionSetting } from "@/lib/attribution/operations/settings";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(getAttributionSetting, putAttributionSetting, deleteAttributionSetting);
export { GET, POST, PUT, PATCH, DELETE };
