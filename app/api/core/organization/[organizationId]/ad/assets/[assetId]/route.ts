import { routeOf } from "@/lib/api/operation";
import { getAsset } from "@/lib/assets/operations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(getAsset);
export { GET, POST, PUT, PATCH, DELETE };
