import { routeOf } from "@/lib/api/operation";
import { getApp, updateApp, deleteApp } from "@/lib/apps/operations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(getApp, updateApp, deleteApp);
export { GET, POST, PUT, PATCH, DELETE };
