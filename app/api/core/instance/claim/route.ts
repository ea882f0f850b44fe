import { routeOf } from "@/lib/api/operation";
import { claimInstance } from "@/lib/instance/operations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(claimInstance);
export { GET, POST, PUT, PATCH, DELETE };
