import { routeOf } from "@/lib/api/operation";
import { listApps, registerApp } from "@/lib/apps/operations";

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(listApps, registerApp);
