import { routeOf } from "@/lib/http/operation";
import { listWaitingSignUps } from "@/lib/operations/instance";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(listWaitingSignUps);
export { GET, POST, PUT, PATCH, DELETE };
