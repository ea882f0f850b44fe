import { routeOf } from "@/lib/api/operation";
import { updatePostbackTokenPolicy } from "@/lib/attribution/operations/tokens";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(updatePostbackTokenPolicy);
export { GET, POST, PUT, PATCH, DELETE };
