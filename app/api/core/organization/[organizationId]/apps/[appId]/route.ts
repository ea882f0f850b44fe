import { routeOf } from "@/lib/http/operation";
import { getApp, updateApp, deleteApp } from "@/lib/operations/apps";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(getApp, updateApp, deleteApp);
export { GET, POST, PUT, PATCH, DELETE };
