import { routeOf } from "@/lib/http/operation";
import { confirmSignUp } from "@/lib/operations/instance";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(confirmSignUp);
export { GET, POST, PUT, PATCH, DELETE };
