import { routeOf } from "@/lib/http/operation";
import { getTwoFactorRequirement, requireTwoFactor } from "@/lib/operations/organizations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(getTwoFactorRequirement, requireTwoFactor);
export { GET, POST, PUT, PATCH, DELETE };
