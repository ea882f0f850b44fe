import { routeOf } from "@/lib/http/operation";
import { getAsset } from "@/lib/operations/assets";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(getAsset);
export { GET, POST, PUT, PATCH, DELETE };
