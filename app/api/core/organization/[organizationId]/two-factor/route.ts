import { routeOf } from "@/lib/api/operation";
import { getTwoFactorRequirement, requireTwoFactor } from "@/lib/organizations/operations";

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(getTwoFactorRequirement, requireTwoFactor);
