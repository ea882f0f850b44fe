import { routeOf } from "@/lib/api/operation";
import { addMemberByEmail } from "@/lib/members/operations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(addMemberByEmail);
export { GET, POST, PUT, PATCH, DELETE };
