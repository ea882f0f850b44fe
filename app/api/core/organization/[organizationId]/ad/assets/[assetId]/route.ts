import { routeOf } from "@/lib/api/operation";
import { getAsset } from "@/lib/assets/operations";

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(getAsset);
