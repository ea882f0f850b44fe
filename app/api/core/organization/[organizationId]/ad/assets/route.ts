import { routeOf } from "@/lib/http/operation";
import { listAssets, ingestAsset } from "@/lib/operations/assets";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(listAssets, ingestAsset);
export { GET, POST, PUT, PATCH, DELETE };
