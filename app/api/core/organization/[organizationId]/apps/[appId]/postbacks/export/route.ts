import { routeOf } from "@/lib/http/operation";
import { exportPostbacks } from "@/lib/operations/attribution/postback-log";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(exportPostbacks);
export { GET, POST, PUT, PATCH, DELETE };
