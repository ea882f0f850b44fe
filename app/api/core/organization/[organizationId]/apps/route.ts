import { routeOf } from "@/lib/http/operation";
import { listApps, registerApp } from "@/lib/operations/apps";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(listApps, registerApp);
export { GET, POST, PUT, PATCH, DELETE };
