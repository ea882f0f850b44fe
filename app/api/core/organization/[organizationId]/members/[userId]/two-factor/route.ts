import { routeOf } from "@/lib/api/operation";
import { resetMemberTwoFactor } from "@/lib/members/operations";

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(resetMemberTwoFactor);
