import { routeOf } from "@/lib/api/operation";
import { getTwoFactorRequirement, requireTwoFactor } from "@/lib/organizations/operations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(getTwoFactorRequirement, requireTwoFactor);
export { GET, POST, PUT, PATCH, DELETE };
