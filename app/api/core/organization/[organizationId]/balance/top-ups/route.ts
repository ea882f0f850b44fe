import { routeOf } from "@/lib/http/operation";
import { listTopUps, requestTopUp } from "@/lib/operations/top-ups";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(listTopUps, requestTopUp);
export { GET, POST, PUT, PATCH, DELETE };
