import { routeOf } from "@/lib/http/operation";
import { retryAsset } from "@/lib/operations/assets";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(retryAsset);
export { GET, POST, PUT, PATCH, DELETE };
