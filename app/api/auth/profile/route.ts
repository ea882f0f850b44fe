import { routeOf } from "@/lib/api/operation";
import { getProfile, updateProfile } from "@/lib/users/operations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(getProfile, updateProfile);
export { GET, POST, PUT, PATCH, DELETE };
