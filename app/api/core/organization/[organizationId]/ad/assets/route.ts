import { routeOf } from "@/lib/api/operation";
import { listAssets, ingestAsset } from "@/lib/assets/operations";

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(listAssets, ingestAsset);
