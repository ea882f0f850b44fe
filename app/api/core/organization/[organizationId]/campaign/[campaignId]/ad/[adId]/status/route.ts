import { routeOf } from "@/lib/http/operation";
import { changeAdStatus } from "@/lib/operations/campaigns";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(changeAdStatus);
export { GET, POST, PUT, PATCH, DELETE };
