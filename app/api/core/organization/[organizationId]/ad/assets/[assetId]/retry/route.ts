import { routeOf } from "@/lib/api/operation";
import { retryAsset } from "@/lib/assets/operations";

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(retryAsset);
