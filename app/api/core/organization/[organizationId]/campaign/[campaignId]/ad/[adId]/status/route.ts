import { routeOf } from "@/lib/api/operation";
import { changeAdStatus } from "@/lib/campaigns/operations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(changeAdStatus);
export { GET, POST, PUT, PATCH, DELETE };
