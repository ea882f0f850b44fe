import { routeOf } from "@/lib/api/operation";
import { listInstanceUsers } from "@/lib/instance/operations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(listInstanceUsers);
export { GET, POST, PUT, PATCH, DELETE };
