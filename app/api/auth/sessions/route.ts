import { routeOf } from "@/lib/api/operation";
import { listSessions, signOutEverywhere } from "@/lib/users/operations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(listSessions, signOutEverywhere);
export { GET, POST, PUT, PATCH, DELETE };
