import { routeOf } from "@/lib/api/operation";
import { listApps, registerApp } from "@/lib/apps/operations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(listApps, registerApp);
export { GET, POST, PUT, PATCH, DELETE };
