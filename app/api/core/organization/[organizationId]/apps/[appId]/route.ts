import { routeOf } from "@/lib/api/operation";
import { getApp, updateApp, deleteApp } from "@/lib/apps/operations";

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(getApp, updateApp, deleteApp);
