import { routeOf } from "@/lib/http/operation";
import { addMemberByEmail } from "@/lib/operations/members";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(addMemberByEmail);
export { GET, POST, PUT, PATCH, DELETE };
