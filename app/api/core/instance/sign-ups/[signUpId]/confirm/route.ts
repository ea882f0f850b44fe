import { routeOf } from "@/lib/api/operation";
import { confirmSignUp } from "@/lib/instance/operations";

const { GET, POST, PUT, PATCH, DELETE } = routeOf(confirmSignUp);
export { GET, POST, PUT, PATCH, DELETE };
