import { routeOf } from "@/lib/api/operation";
import { reissueInvitation } from "@/lib/members/operations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(reissueInvitation);
export { GET, POST, PUT, PATCH, DELETE };
