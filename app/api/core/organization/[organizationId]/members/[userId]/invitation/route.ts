import { routeOf } from "@/lib/http/operation";
import { reissueInvitation } from "@/lib/operations/members";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(reissueInvitation);
export { GET, POST, PUT, PATCH, DELETE };
