import { routeOf } from "@/lib/api/operation";
import { getTwoFactor, disableTwoFactor } from "@/lib/auth/operations";

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(getTwoFactor, disableTwoFactor);
