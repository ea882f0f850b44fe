import { routeOf } from "@/lib/http/operation";
import { getProfile, updateProfile } from "@/lib/operations/users";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(getProfile, updateProfile);
export { GET, POST, PUT, PATCH, DELETE };
