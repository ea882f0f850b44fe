import { routeOf } from "@/lib/http/operation";
import { listMembers } from "@/lib/operations/members";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(listMembers);
export { GET, POST, PUT, PATCH, DELETE };
