import { routeOf } from "@/lib/api/operation";
import { listAssets, ingestAsset } from "@/lib/assets/operations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(listAssets, ingestAsset);
export { GET, POST, PUT, PATCH, DELETE };
