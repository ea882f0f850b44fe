import { routeOf } from "@/lib/api/operation";
import { retryAsset } from "@/lib/assets/operations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(retryAsset);
export { GET, POST, PUT, PATCH, DELETE };
