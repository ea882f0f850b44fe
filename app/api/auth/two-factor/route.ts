import { routeOf } from "@/lib/http/operation";
import { getTwoFactor, disableTwoFactor } from "@/lib/operations/auth";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(getTwoFactor, disableTwoFactor);
export { GET, POST, PUT, PATCH, DELETE };
