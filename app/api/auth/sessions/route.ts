import { routeOf } from "@/lib/http/operation";
import { listSessions, signOutEverywhere } from "@/lib/operations/users";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(listSessions, signOutEverywhere);
export { GET, POST, PUT, PATCH, DELETE };
