import { routeOf } from "@/lib/api/operation";
import { listPostbacks } from "@/lib/attribution/operations/postback-log";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(listPostbacks);
export { GET, POST, PUT, PATCH, DELETE };
