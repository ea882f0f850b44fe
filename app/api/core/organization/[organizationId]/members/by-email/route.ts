import { routeOf } from "@/lib/api/operation";
import { addMemberByEmail } from "@/lib/members/operations";

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(addMemberByEmail);
