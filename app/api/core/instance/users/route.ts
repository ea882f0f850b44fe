import { routeOf } from "@/lib/http/operation";
import { listInstanceUsers } from "@/lib/operations/instance";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(listInstanceUsers);
export { GET, POST, PUT, PATCH, DELETE };
