import { routeOf } from "@/lib/api/operation";
import { reissueInvitation } from "@/lib/members/operations";

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(reissueInvitation);
