import { routeOf } from "@/lib/http/operation";
import { listPostbacks } from "@/lib/operations/attribution/postback-log";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(listPostbacks);
export { GET, POST, PUT, PATCH, DELETE };
