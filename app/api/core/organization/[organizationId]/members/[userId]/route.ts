import { routeOf } from "@/lib/http/operation";
import { getMember, updateMember, removeMember } from "@/lib/operations/members";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(getMember, updateMember, removeMember);
export { GET, POST, PUT, PATCH, DELETE };
