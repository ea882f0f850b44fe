import { routeOf } from "@/lib/api/operation";
import { getTwoFactor, disableTwoFactor } from "@/lib/auth/operations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(getTwoFactor, disableTwoFactor);
export { GET, POST, PUT, PATCH, DELETE };
