import { routeOf } from "@/lib/api/operation";
import { exportPostbacks } from "@/lib/attribution/operations/postback-log";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(exportPostbacks);
export { GET, POST, PUT, PATCH, DELETE };
