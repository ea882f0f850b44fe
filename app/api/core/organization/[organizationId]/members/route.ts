import { routeOf } from "@/lib/api/operation";
import { listMembers } from "@/lib/members/operations";

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(listMembers);
