import { routeOf } from "@/lib/http/operation";
import { updatePostbackTokenPolicy } from "@/lib/operations/attribution/tokens";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(updatePostbackTokenPolicy);
export { GET, POST, PUT, PATCH, DELETE };
