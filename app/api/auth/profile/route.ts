import { routeOf } from "@/lib/api/operation";
import { getProfile, updateProfile } from "@/lib/users/operations";

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(getProfile, updateProfile);
