import { routeOf } from "@/lib/api/operation";
import { getMember, updateMember, removeMember } from "@/lib/members/operations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(getMember, updateMember, removeMember);
export { GET, POST, PUT, PATCH, DELETE };
