import { routeOf } from "@/lib/api/operation";
import { listTopUps, requestTopUp } from "@/lib/top-ups/operations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(listTopUps, requestTopUp);
export { GET, POST, PUT, PATCH, DELETE };
