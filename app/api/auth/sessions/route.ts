import { routeOf } from "@/lib/api/operation";
import { listSessions, signOutEverywhere } from "@/lib/users/operations";

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(listSessions, signOutEverywhere);
