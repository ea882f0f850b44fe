import { routeOf } from "@/lib/api/operation";
import { resetMemberTwoFactor } from "@/lib/members/operations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(resetMemberTwoFactor);
export { GET, POST, PUT, PATCH, DELETE };
