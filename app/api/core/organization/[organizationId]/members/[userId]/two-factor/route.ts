import { routeOf } from "@/lib/http/operation";
import { resetMemberTwoFactor } from "@/lib/operations/members";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(resetMemberTwoFactor);
export { GET, POST, PUT, PATCH, DELETE };
