import { routeOf } from "@/lib/api/operation";
import { listWaitingSignUps } from "@/lib/instance/operations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(listWaitingSignUps);
export { GET, POST, PUT, PATCH, DELETE };
