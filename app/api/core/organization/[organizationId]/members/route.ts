import { routeOf } from "@/lib/api/operation";
import { listMembers } from "@/lib/members/operations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(listMembers);
export { GET, POST, PUT, PATCH, DELETE };
