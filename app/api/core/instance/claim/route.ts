import { routeOf } from "@/lib/http/operation";
import { claimInstance } from "@/lib/operations/instance";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(claimInstance);
export { GET, POST, PUT, PATCH, DELETE };
